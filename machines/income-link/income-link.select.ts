/** Snapshot → what the income link pages show. Primitives only, compared shallowly. */
import type { SnapshotFrom } from 'xstate';
import { INCOME_PROVIDER_UNAVAILABLE_MESSAGE } from '../../src/api/incomeProvider';
import { errorMessageOf } from '../step-screen/step-screen.select';
import type { IncomeLinkMachine } from './income-link.machine';

export type IncomeLinkSnapshot = SnapshotFrom<IncomeLinkMachine>;

export type IncomeLinkPhase =
  | 'starting'
  | 'provider'
  | 'sessionFailed'
  | 'providerUnavailable'
  | 'completeFailed'
  | 'processing'
  | 'tookTooLong'
  /** The session's reads failed 5 times in a row: say so, Try again (RETRY) or Back. */
  | 'checkFailed'
  | 'linkFailed'
  | 'providerFailed'
  | 'leaving';

export interface IncomeLinkView {
  phase: IncomeLinkPhase;
  busy: boolean;
  /** The failed call's message (session, code exchange; the provider unavailable), or null. */
  errorMessage: string | null;
  /** The institution the provider linked, once known. */
  institution: string | null;
}

export const INCOME_LINK_TEXT = {
  processing: 'Reading your income from the provider. This usually takes a few seconds.',
  tookTooLong:
    'The provider is taking longer than usual. Your link is saved; check again in a minute, or go back and come back later.',
  checkFailed:
    'We could not check on your link. It goes on at the provider: try again in a moment, or go back and come back later.',
  linkFailed:
    'The provider could not read your income from that account. Try again, choose another account, or upload documents instead.',
  providerFailed:
    'The link was not finished at the provider, so nothing was linked. Try again, or upload documents instead.',
} as const;

export function selectIncomeLinkView(snapshot: IncomeLinkSnapshot): IncomeLinkView {
  const { context } = snapshot;
  let phase: IncomeLinkPhase = 'starting';
  if (snapshot.matches('atProvider')) phase = 'provider';
  else if (snapshot.matches('sessionFailed')) phase = 'sessionFailed';
  else if (snapshot.matches('providerUnavailable')) phase = 'providerUnavailable';
  else if (snapshot.matches('completeFailed')) phase = 'completeFailed';
  else if (snapshot.hasTag('waiting')) phase = 'processing';
  else if (snapshot.matches('tookTooLong')) phase = 'tookTooLong';
  else if (snapshot.matches('checkFailed')) phase = 'checkFailed';
  else if (snapshot.matches('linkFailed')) phase = 'linkFailed';
  else if (snapshot.matches('providerFailed')) phase = 'providerFailed';
  else if (snapshot.status === 'done') phase = 'leaving';
  return {
    phase,
    busy: snapshot.hasTag('busy'),
    // Why not the error's own text: whatever broke at the provider, the borrower reads ours.
    errorMessage:
      phase === 'providerUnavailable'
        ? INCOME_PROVIDER_UNAVAILABLE_MESSAGE
        : context.error
          ? errorMessageOf(context.error)
          : null,
    institution: context.session?.institution ?? null,
  };
}

export function sameIncomeLinkView(a: IncomeLinkView, b: IncomeLinkView): boolean {
  return (
    a.phase === b.phase &&
    a.busy === b.busy &&
    a.errorMessage === b.errorMessage &&
    a.institution === b.institution
  );
}
