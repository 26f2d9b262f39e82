/** Snapshot → what document/disclosures shows. */
import type { SnapshotFrom } from 'xstate';
import { errorMessageOf } from '../step-screen/step-screen.select';
import type { DisclosuresMachine } from './disclosures.machine';
import type { LoadedDocument } from './signing.machine';

export type DisclosuresSnapshot = SnapshotFrom<DisclosuresMachine>;

/** Which part of the page shows. */
export type DisclosuresPart = 'loading' | 'loadFailed' | 'consent' | 'documents';

export interface DisclosuresView {
  part: DisclosuresPart;
  /** A call is running (the consent form's button says "Saving"). */
  busy: boolean;
  documents: LoadedDocument[];
  /** The last failed call's words; null when there is none. */
  error: string | null;
}

export function selectDisclosuresPart(snapshot: DisclosuresSnapshot): DisclosuresPart {
  if (snapshot.matches('loadFailed')) return 'loadFailed';
  if (snapshot.matches('consentNeeded') || snapshot.matches('savingConsent')) return 'consent';
  if (snapshot.matches('reading')) return 'documents';
  return 'loading';
}

export function selectDisclosuresView(snapshot: DisclosuresSnapshot): DisclosuresView {
  const { context } = snapshot;
  return {
    part: selectDisclosuresPart(snapshot),
    busy: snapshot.hasTag('busy'),
    documents: context.documents,
    error: context.error === null ? null : errorMessageOf(context.error),
  };
}

export function sameDisclosuresView(a: DisclosuresView, b: DisclosuresView): boolean {
  return (
    a.part === b.part && a.busy === b.busy && a.documents === b.documents && a.error === b.error
  );
}
