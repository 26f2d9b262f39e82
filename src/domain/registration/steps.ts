import type { OccupancyChoice, StepId } from './types';

/** Legacy auth creates a password in the app; hosted login registers at the identity broker. */
export type AuthMode = 'legacy' | 'hosted';

/** What decides which steps apply. */
export interface StepFacts {
  occupancyType: OccupancyChoice;
  /** The signed-in profile already has an e-mail and a phone: contact info is left out. */
  profileHasContact: boolean;
  authMode: AuthMode;
  /** Signed in already: no password to create, the login-info consents close the wizard. */
  isAuthenticated: boolean;
}

/**
 * The steps in order (registration §2): property; home address for a second home or an
 * investment (not for a primary residence, whose address is the property); sale status; income;
 * name; birthdate; contact info unless the profile has both; then set-password (legacy auth,
 * signed out) or login-info.
 */
export function stepSequence(facts: StepFacts): StepId[] {
  const steps: StepId[] = ['property'];
  if (facts.occupancyType === 'SECONDARY' || facts.occupancyType === 'INVESTMENT') {
    steps.push('homeAddress');
  }
  steps.push('forSale', 'income', 'name', 'birthdate');
  if (!facts.profileHasContact) steps.push('contact');
  steps.push(facts.authMode === 'legacy' && !facts.isAuthenticated ? 'password' : 'loginInfo');
  return steps;
}

/** The step after `step` in the sequence, or null after the last. */
export function nextStep(sequence: readonly StepId[], step: StepId): StepId | null {
  const i = sequence.indexOf(step);
  return i >= 0 && i + 1 < sequence.length ? sequence[i + 1]! : null;
}

export function previousStep(sequence: readonly StepId[], step: StepId): StepId | null {
  const i = sequence.indexOf(step);
  return i > 0 ? sequence[i - 1]! : null;
}

/** The first step of the sequence not yet completed, or null when all are. */
export function firstIncompleteStep(
  sequence: readonly StepId[],
  completed: readonly StepId[],
): StepId | null {
  return sequence.find((step) => !completed.includes(step)) ?? null;
}

/**
 * Where a user asking for `requested` may go: there when it is in the sequence and every earlier
 * step is complete, otherwise the first incomplete step (a deep link never skips the rules).
 */
export function allowedStep(
  sequence: readonly StepId[],
  completed: readonly StepId[],
  requested: StepId,
): StepId {
  const firstMissing = firstIncompleteStep(sequence, completed);
  const index = sequence.indexOf(requested);
  if (index < 0) return firstMissing ?? sequence[sequence.length - 1]!;
  if (firstMissing === null) return requested;
  return index <= sequence.indexOf(firstMissing) ? requested : firstMissing;
}

/** Route paths under the app's base, without the leading slash (routeTable.ts). */
export const STEP_PATHS: Record<StepId, string> = {
  property: 'register-v2',
  homeAddress: 'register-v2/home-address',
  forSale: 'register-v2/for-sale',
  income: 'register-v2/annual-income',
  name: 'register-v2/legal-name',
  birthdate: 'register-v2/birthdate',
  contact: 'register-v2/phone-and-email',
  password: 'register-v2/set-password',
  loginInfo: 'register-v2/login-info',
};

/** The step a register-v2 path names (with or without a leading slash or trailing slash). */
export function stepForPath(pathname: string): StepId | null {
  const clean = pathname.replace(/^\/+|\/+$/g, '').replace(/^account\/heloc\//, '');
  const found = (Object.entries(STEP_PATHS) as Array<[StepId, string]>).find(
    ([, path]) => path === clean,
  );
  return found ? found[0] : null;
}

/** The shell's `step` query values (shell §2) and the step each means. */
export const STEP_QUERY_VALUES = {
  'property-info': 'property',
  'sale-status': 'forSale',
  'income-info': 'income',
  name: 'name',
  birthdate: 'birthdate',
  'contact-info': 'contact',
  'login-info': 'loginInfo',
} as const satisfies Record<string, StepId>;

/**
 * The step a `step` query value asks for, null for none or an unknown value. 'login-info' means
 * the closing step, whichever it is in this auth mode.
 */
export function stepForQueryValue(value: string | null | undefined): StepId | 'closing' | null {
  if (!value) return null;
  if (value === 'login-info') return 'closing';
  return (STEP_QUERY_VALUES as Record<string, StepId>)[value] ?? null;
}

/** The progress bar's groups (shell §2 "Registration steps as seen in the shell"). */
export const PROGRESS_GROUPS: ReadonlyArray<{ label: string; steps: readonly StepId[] }> = [
  { label: 'Property Info', steps: ['property', 'homeAddress', 'forSale'] },
  { label: 'Income Info', steps: ['income'] },
  { label: 'Personal Info', steps: ['name', 'birthdate'] },
  { label: 'Contact Info', steps: ['contact'] },
  { label: 'Login Info', steps: ['password', 'loginInfo'] },
];

/** The progress groups shown for a sequence (Contact Info left out when skipped). */
export function progressGroups(sequence: readonly StepId[]): string[] {
  return PROGRESS_GROUPS.filter((g) => g.steps.some((s) => sequence.includes(s))).map(
    (g) => g.label,
  );
}

/** Index of the group `step` belongs to among `progressGroups(sequence)`. */
export function progressIndex(sequence: readonly StepId[], step: StepId): number {
  const groups = PROGRESS_GROUPS.filter((g) => g.steps.some((s) => sequence.includes(s)));
  return Math.max(
    0,
    groups.findIndex((g) => g.steps.includes(step)),
  );
}
