import { z } from 'zod/mini';
import { apiRequest } from './client';
import type { CallOptions, RequestContext } from './client';
import { optionalText } from './common';
import { FEATURE_FLAG_NAMES, type FeatureFlagName } from '../domain/flags';
import type { Experiment } from './application';
import { NO_SESSION_MESSAGE } from './telemetry';

// The flags the app keeps from a decision (shell §9): one list, src/domain/flags.ts.
export { FEATURE_FLAG_NAMES, type FeatureFlagName };

const KNOWN_FLAGS: ReadonlySet<string> = new Set(FEATURE_FLAG_NAMES);

export function isFeatureFlagName(key: string): key is FeatureFlagName {
  return KNOWN_FLAGS.has(key);
}

/** The flag that chooses the API base URL for an application (shell §7). */
export function relativeUrlFlagKey(application: string): string {
  return `fe-relative-url-${application}`;
}

export const FeatureSchema = z.object({
  key: z.string(),
  enabled: z.boolean(),
  variables: z.pipe(
    z.nullish(z.record(z.string(), z.unknown())),
    z.transform((variables) => variables ?? {}),
  ),
});
export type Feature = z.infer<typeof FeatureSchema>;

/** Answer designed (not shown in the spec) for every multi-flag call. */
export const FeatureDecisionSchema = z.object({ features: z.array(FeatureSchema) });
export type FeatureDecision = z.infer<typeof FeatureDecisionSchema>;

export const SingleFeatureSchema = z.object({ enabled: z.boolean() });

export type FeatureFlagState = Pick<Feature, 'enabled' | 'variables'>;
/** Only known flags; a flag missing here is off. */
export type FeatureFlags = Partial<Record<FeatureFlagName, FeatureFlagState>>;

export function parseFeatureFlags(features: readonly Feature[]): FeatureFlags {
  const flags: FeatureFlags = {};
  for (const { key, enabled, variables } of features) {
    if (isFeatureFlagName(key)) flags[key] = { enabled, variables };
  }
  return flags;
}

/** Variables of fe-heloc-maintenance. routes may come as a list or as comma-separated text. */
export const MaintenanceVariablesSchema = z.object({
  routes: z.pipe(
    z.nullish(z.union([z.array(z.string()), z.string()])),
    z.transform((routes) =>
      typeof routes === 'string'
        ? routes
            .split(',')
            .map((route) => route.trim())
            .filter(Boolean)
        : (routes ?? []),
    ),
  ),
  message: optionalText,
  pageTitle: optionalText,
  shouldShowDashboardLink: z.nullish(z.boolean()),
});
export type MaintenanceVariables = z.infer<typeof MaintenanceVariablesSchema>;

export type OptimizeAttributes = Record<string, string | number | boolean | undefined>;

export interface OptimizeUser {
  trackerId: string;
  attributes?: OptimizeAttributes;
}

/** User attributes of the external decision fetch (shell §7); query names are designed. */
export interface DecisionQuery {
  applicationUuid?: string;
  createdTime?: string;
  identityUuid?: string;
  organization?: string;
  trackerId?: string;
}

const optimizeBase = (context: RequestContext) => `/service-optimize/${context}/api`;

/** One flag by key (also used for fe-relative-url-{application}). */
export async function getFeature(
  context: RequestContext,
  featureKey: string,
  optimizeUser: OptimizeUser,
  options: CallOptions = {},
): Promise<boolean> {
  const answer = await apiRequest(`${optimizeBase(context)}/v1/feature`, {
    ...options,
    method: 'POST',
    context,
    body: { featureKey, optimizeUser },
    schema: SingleFeatureSchema,
  });
  return answer.enabled;
}

export async function postDecision(
  context: RequestContext,
  optimizeUser: OptimizeUser,
  options: CallOptions = {},
): Promise<FeatureDecision> {
  // A decision is made for the telemetry session's tracker (shell §8).
  if (!optimizeUser.trackerId) throw new Error(NO_SESSION_MESSAGE);
  return apiRequest(`${optimizeBase(context)}/v2/decision`, {
    ...options,
    method: 'POST',
    context,
    body: { optimizeUser },
    schema: FeatureDecisionSchema,
  });
}

export function postFeatures(
  context: RequestContext,
  optimizeUser: OptimizeUser,
  options: CallOptions = {},
): Promise<FeatureDecision> {
  return apiRequest(`${optimizeBase(context)}/v1/features`, {
    ...options,
    method: 'POST',
    context,
    body: { optimizeUser },
    schema: FeatureDecisionSchema,
  });
}

/** The app's flag fetch (external context): only the known flags are returned. */
export async function getFeatureFlags(
  query: DecisionQuery,
  options: CallOptions = {},
): Promise<FeatureFlags> {
  const decision = await apiRequest('/service-optimize/external/api/v2/decision', {
    ...options,
    context: 'external',
    query: { ...query },
    schema: FeatureDecisionSchema,
  });
  return parseFeatureFlags(decision.features);
}

/**
 * The API base URL by `fe-relative-url-{application}` (shell §7, §8): on, the app's own origin
 * (relative calls, `undefined` here: src/api/config.ts's default); off, or the lookup failing,
 * the fallback base URL.
 */
export async function chooseApiBaseUrl(
  application: string,
  fallbackBaseUrl: string,
  optimizeUser: OptimizeUser,
  options: CallOptions = {},
): Promise<string | undefined> {
  try {
    const enabled = await getFeature(
      'external',
      relativeUrlFlagKey(application),
      optimizeUser,
      options,
    );
    return enabled ? undefined : fallbackBaseUrl;
  } catch {
    return fallbackBaseUrl;
  }
}

/**
 * Experiment assignments in a decision (designed; docs/sandbox.md "Telemetry, replay and
 * experiments"): a feature whose variables name an `experimentName` assigns the user to it; the
 * variation is `variables.variation` when it says `variation` or `control`, else the feature's
 * `enabled` (on: variation, off: control).
 */
export function experimentsFromDecision(features: readonly Feature[]): Experiment[] {
  const experiments: Experiment[] = [];
  for (const { enabled, variables } of features) {
    const name = variables['experimentName'];
    if (typeof name !== 'string' || name === '') continue;
    const stated = variables['variation'];
    const variation =
      stated === 'variation' || stated === 'control' ? stated : enabled ? 'variation' : 'control';
    if (!experiments.some((e) => e.name === name)) experiments.push({ name, variation });
  }
  return experiments;
}

/** The user's experiment assignments: the external decision with the application's attributes. */
export async function getExperimentAssignments(
  query: DecisionQuery,
  options: CallOptions = {},
): Promise<Experiment[]> {
  const decision = await apiRequest('/service-optimize/external/api/v2/decision', {
    ...options,
    context: 'external',
    query: { ...query },
    schema: FeatureDecisionSchema,
  });
  return experimentsFromDecision(decision.features);
}
