import { STEP_PATHS } from './steps';
import type { StepId } from './types';

/**
 * The previous-generation registration (`/register`, `/register/account-setup`): the same steps,
 * rules and messages as register-v2, grouped two pages at a time. Design: docs/registration-legacy.md.
 */

/** How the registration is laid out: one step per page (register-v2) or the two legacy pages. */
export type RegistrationLayoutKind = 'wizard' | 'legacy';

export interface LegacyPage {
  /** Route path under the app's base, without the leading slash (routeTable.ts). */
  path: string;
  /** Label of the page on the legacy progress bar. */
  label: string;
  /** The steps the page asks (those that apply to the user's sequence are shown). */
  steps: readonly StepId[];
}

export const LEGACY_PAGES: readonly LegacyPage[] = [
  {
    path: 'register',
    label: 'Your property and you',
    steps: ['property', 'homeAddress', 'forSale', 'income', 'name', 'birthdate'],
  },
  {
    path: 'register/account-setup',
    label: 'Your account',
    steps: ['contact', 'password', 'loginInfo'],
  },
];

/** The legacy help page (brand support contacts). */
export const LEGACY_SUPPORT_PATH = 'register/support';

/** The legacy page that asks `step`. */
export function legacyPageOf(step: StepId): LegacyPage {
  return LEGACY_PAGES.find((page) => page.steps.includes(step)) ?? LEGACY_PAGES[0]!;
}

/** The route path (no leading slash) that shows `step` in a layout. */
export function pathForStep(layout: RegistrationLayoutKind, step: StepId): string {
  return layout === 'legacy' ? legacyPageOf(step).path : STEP_PATHS[step];
}

/** The legacy page a path names (with or without slashes or the app base), or null. */
export function legacyPageForPath(pathname: string): LegacyPage | null {
  const clean = pathname.replace(/^\/+|\/+$/g, '').replace(/^account\/heloc\//, '');
  return LEGACY_PAGES.find((page) => page.path === clean) ?? null;
}

/**
 * The steps a page submit covers, in the user's order: the page's steps that are in the sequence
 * (worked out with the occupancy the page submits) and that the submit carries.
 */
export function pageStepsOf(sequence: readonly StepId[], submitted: readonly StepId[]): StepId[] {
  return sequence.filter((step) => submitted.includes(step));
}

/** A page's error key for a step's field: `property.street1`. */
export const pageErrorKey = (step: StepId, field: string) => `${step}.${field}`;

/** The errors of one step out of a page's errors (keys without the step prefix). */
export function stepErrors(errors: Record<string, string>, step: StepId): Record<string, string> {
  const prefix = `${step}.`;
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    if (key.startsWith(prefix)) out[key.slice(prefix.length)] = message;
  }
  return out;
}
