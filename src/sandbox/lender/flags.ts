import { FEATURE_FLAG_NAMES } from '../../domain/flags';
import type { FeatureFlag } from './types';

/**
 * The feature flags the app keeps (shell doc §9, "prefix fe-heloc- except webchat as fe-webchat"),
 * plus the portfolio-manager flag: the app's own list (src/domain/flags.ts).
 */
export const FLAG_NAMES = FEATURE_FLAG_NAMES;

export type FlagName = (typeof FLAG_NAMES)[number];

export function isFlagName(name: string): name is FlagName {
  return (FLAG_NAMES as readonly string[]).includes(name);
}

/** Zip codes of the 2025 Los Angeles fire areas (Altadena, Pacific Palisades, Malibu, Pasadena). */
export const DISASTER_ZIPS = ['91001', '90272', '90265', '91104'];

export const DEFAULT_MAINTENANCE_MESSAGE =
  'We are currently undergoing scheduled maintenance. Please check back shortly. Thank you for your patience!';

const ON_BY_DEFAULT: ReadonlySet<FlagName> = new Set<FlagName>([
  'fe-heloc-redesign-2025',
  'fe-heloc-figure-ny-modal',
  'fe-heloc-sms-transactional-consent',
  'fe-heloc-ca-fires-01-07-2025',
  'fe-heloc-additional-signer-conditions',
  'fe-webchat',
]);

/** Variables a flag carries (the rest carry none). */
function variablesFor(name: FlagName): FeatureFlag['variables'] {
  switch (name) {
    case 'fe-heloc-maintenance':
      return {
        // Route patterns under maintenance, relative to /account/heloc; '*' = the whole app.
        routes: ['*'],
        message: DEFAULT_MAINTENANCE_MESSAGE,
        pageTitle: 'Scheduled Maintenance',
        shouldShowDashboardLink: true,
      };
    case 'fe-heloc-ca-fires-01-07-2025':
      return { zipCodes: [...DISASTER_ZIPS] };
    default:
      return {};
  }
}

export function defaultFlags(): FeatureFlag[] {
  return FLAG_NAMES.map((key) => ({
    key,
    enabled: ON_BY_DEFAULT.has(key),
    variables: variablesFor(key),
  }));
}

/**
 * The experiment the sandbox assigns every user to (designed; docs/sandbox.md "Telemetry, replay
 * and experiments"): served in the flags decision as one more feature whose variables name the
 * experiment. The app keeps it out of its flags and saves it on the application once.
 */
export const SANDBOX_EXPERIMENT_FEATURE: FeatureFlag = {
  key: 'exp-heloc-offer-layout',
  enabled: true,
  variables: { experimentName: 'heloc-offer-layout', variation: 'variation' },
};
