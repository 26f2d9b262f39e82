import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { AddressSuggestion } from '../../src/api/addressTypeahead';
import type { AddressLookupMachine } from './address-lookup.machine';
import {
  LICENSED_STATE_REFUSED,
  pathForStep,
  isOutsideLicensedStates,
  progressGroups,
  progressIndex,
  type ActiveApplicationModal,
  type OccupancyChoice,
  type StepId,
  type StepValues,
} from '../../src/domain/registration';
import { sequenceOf, type RegistrationMachine } from './registration.machine';

export type RegistrationSnapshot = SnapshotFrom<RegistrationMachine>;

export type RegistrationModal = 'newYork' | 'hawaii' | 'accountExists' | ActiveApplicationModal;

export type RegistrationPhase =
  'loading' | 'editing' | 'submitting' | 'failed' | 'modal' | 'leaving' | 'started';

export function selectPhase(snapshot: RegistrationSnapshot): RegistrationPhase {
  if (snapshot.matches('starting')) return 'loading';
  if (snapshot.matches('submitting')) return 'submitting';
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.hasTag('modal')) return 'modal';
  if (snapshot.matches('started')) return 'started';
  if (snapshot.matches('leaving')) return 'leaving';
  return 'editing';
}

export function selectModal(snapshot: RegistrationSnapshot): RegistrationModal | null {
  if (snapshot.matches({ wizard: 'newYorkModal' })) return 'newYork';
  if (snapshot.matches({ wizard: 'hawaiiModal' })) return 'hawaii';
  if (snapshot.matches('accountExists')) return 'accountExists';
  if (snapshot.matches('blocked')) return snapshot.context.blockedModal;
  return null;
}

export const selectStep = (snapshot: RegistrationSnapshot): StepId => snapshot.context.step;

/**
 * The steps that apply, in order, with the occupancy the page shows (a legacy page asks the home
 * address only for a second home or an investment, as the wizard does).
 */
export const selectSequenceFor = (
  snapshot: RegistrationSnapshot,
  occupancy?: OccupancyChoice,
): StepId[] => sequenceOf(snapshot.context, occupancy);

/** What the user typed on a step (kept after a failed submit). */
export function selectValues<K extends StepId>(
  snapshot: RegistrationSnapshot,
  step: K,
): StepValues[K] {
  return snapshot.context.values[step];
}

export const selectErrors = (snapshot: RegistrationSnapshot): Record<string, string> =>
  snapshot.context.errors;

/** The failed call's message (the ApiError's message), or null. */
export const selectFailure = (snapshot: RegistrationSnapshot): string | null =>
  snapshot.context.failure?.message ?? null;

export function selectProgress(snapshot: RegistrationSnapshot): {
  groups: string[];
  current: number;
} {
  const sequence = sequenceOf(snapshot.context);
  return {
    groups: progressGroups(sequence),
    current: progressIndex(sequence, snapshot.context.step),
  };
}

/** The path of a step with the query string carried forward. */
export const selectStepHref = (snapshot: RegistrationSnapshot, step: StepId): string =>
  `/${pathForStep(snapshot.context.input.layout ?? 'wizard', step)}${snapshot.context.search}`;

/** The disaster-zip warning for the zip shown (list from the fires flag). */
export const selectDisasterWarning = (snapshot: RegistrationSnapshot, zip: string): boolean =>
  snapshot.context.input.flags.disasterZips.includes(zip.trim());

/** The licensed-state refusal for the state typed, or null. */
export const selectLicenceRefusal = (
  snapshot: RegistrationSnapshot,
  state: string,
): string | null =>
  isOutsideLicensedStates(snapshot.context.officer, state.trim()) ? LICENSED_STATE_REFUSED : null;

/** The referring loan officer's contact panel, or null without one. */
export function selectLoanOfficer(snapshot: RegistrationSnapshot) {
  const officer = snapshot.context.officer;
  if (!officer) return null;
  return {
    name: officer.name ?? null,
    phone: officer.phoneNumber ?? null,
    email: officer.email ?? null,
  };
}

/** The loan officer the inquiry modal names, with how to reach them (null: not known). */
export function selectBlockedOfficer(snapshot: RegistrationSnapshot) {
  const officer = snapshot.context.blockedOfficer;
  if (!officer || (!officer.phoneNumber && !officer.email)) return null;
  return { name: officer.name, phone: officer.phoneNumber, email: officer.email };
}

export const selectPrefillFlags = (snapshot: RegistrationSnapshot) => snapshot.context.prefillFlags;

export const selectUrls = (snapshot: RegistrationSnapshot) => snapshot.context.input.urls;

export const selectAuthMode = (snapshot: RegistrationSnapshot) => snapshot.context.input.authMode;

/** The address-lookup child while the wizard is on screen; views subscribe to it. */
export const selectAddressLookupActor = (snapshot: RegistrationSnapshot) =>
  snapshot.children.addressLookup as ActorRefFrom<AddressLookupMachine> | undefined;

/** Suggestions and loading from the lookup child's snapshot. */
export function selectLookupSuggestions(
  lookup: SnapshotFrom<AddressLookupMachine> | undefined,
): readonly AddressSuggestion[] {
  return lookup?.context.suggestions ?? NO_SUGGESTIONS;
}

export const selectLookupLoading = (lookup: SnapshotFrom<AddressLookupMachine> | undefined) =>
  lookup?.hasTag('loading') ?? false;

const NO_SUGGESTIONS: readonly AddressSuggestion[] = [];
