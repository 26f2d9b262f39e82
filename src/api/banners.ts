import { z } from 'zod/mini';
import { apiRequest } from './client';
import type { CallOptions } from './client';
import { optionalFlag, optionalText } from './common';
import { ApiError, isApiError } from './errors';

/** The production and test banner files (public storage bucket; served from the site root here). */
export const BANNER_PATHS = {
  production: '/banners/heloc-banners.json',
  test: '/banners/heloc-banners-test.json',
} as const;
export type BannerSource = keyof typeof BANNER_PATHS;

/** Exact text of the shape-mismatch error (shell §8). */
export const BANNER_FORMAT_MESSAGE = 'Banner data does not match the expected format';

export const BannerSchema = z.object({
  uuid: z.string().check(z.minLength(1)),
  message: z.string(),
  apps: z.array(z.string()).check(z.minLength(1)),
  variant: z.enum(['info', 'warn']),
  active: optionalFlag,
  dismissable: optionalFlag,
  metadata: z.nullish(z.object({ createdAt: optionalText, updatedAt: optionalText })),
});
export type Banner = z.infer<typeof BannerSchema>;

export const BannerListSchema = z.array(BannerSchema);

/** A failed load reports the server's body (JSON as text, or the plain text) (shell §8). */
function loadFailure(error: ApiError): ApiError {
  if (error.kind !== 'http' || error.data === undefined) return error;
  const text = typeof error.data === 'string' ? error.data : JSON.stringify(error.data);
  return new ApiError({
    kind: error.kind,
    status: error.status,
    statusText: error.statusText,
    data: error.data,
    url: error.url,
    serverMessages: error.serverMessages,
    message: text,
    cause: error,
  });
}

/** Not cached (a banner must appear and go without a deploy); abortable. */
export async function getBanners(
  source: BannerSource = 'production',
  options: CallOptions = {},
): Promise<Banner[]> {
  let data: unknown;
  try {
    data = await apiRequest(BANNER_PATHS[source], {
      ...options,
      context: 'external',
      cache: 'no-store',
    });
  } catch (error) {
    throw isApiError(error) ? loadFailure(error) : error;
  }
  const parsed = BannerListSchema.safeParse(data);
  if (parsed.success) return parsed.data;
  throw new ApiError({
    kind: 'schema',
    status: 200,
    data,
    url: BANNER_PATHS[source],
    message: BANNER_FORMAT_MESSAGE,
    cause: parsed.error,
  });
}
