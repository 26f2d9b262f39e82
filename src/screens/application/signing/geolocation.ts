import { LocationError, type SigningPosition } from '../../../domain/signing';

/**
 * The signing machine's `locate` actor in the app: the browser's geolocation, once. The browser
 * asks the user; denied → 'denied', no fix → 'unavailable', none in 15 s → 'timeout' (the
 * browser's own timer), no API → 'unsupported'. A position up to a minute old is fine.
 */
export function browserLocate(
  geolocation: Geolocation | undefined = globalThis.navigator?.geolocation,
): Promise<SigningPosition> {
  if (!geolocation) return Promise.reject(new LocationError('unsupported'));
  return new Promise((resolve, reject) => {
    geolocation.getCurrentPosition(
      (position) =>
        resolve({
          latitude: position.coords.latitude,
          longitude: position.coords.longitude,
          accuracy: position.coords.accuracy,
        }),
      (error) =>
        reject(
          new LocationError(
            error.code === error.PERMISSION_DENIED
              ? 'denied'
              : error.code === error.TIMEOUT
                ? 'timeout'
                : 'unavailable',
          ),
        ),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 60_000 },
    );
  });
}
