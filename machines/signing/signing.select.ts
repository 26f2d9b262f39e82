/** Snapshot → what signing/sign shows. */
import type { SnapshotFrom } from 'xstate';
import { errorMessageOf } from '../step-screen/step-screen.select';
import type { LoadedDocument, SigningMachine } from './signing.machine';

export type SigningSnapshot = SnapshotFrom<SigningMachine>;

export type SigningPhase =
  /** Is the ESIGN consent given? (nothing is read before) */
  | 'checkingConsent'
  /** The ESIGN consent form (savingConsent: while it is saved). */
  | 'consentNeeded'
  | 'savingConsent'
  | 'loading'
  | 'loadFailed'
  | 'reviewing'
  | 'locating'
  | 'locationNeeded'
  | 'signing'
  | 'signFailed'
  | 'completing'
  | 'completeFailed'
  | 'done';

export interface SigningDocumentView extends LoadedDocument {
  read: boolean;
  agreed: boolean;
  signed: boolean;
  /** "I agree" is answered now (the document was read and not agreed yet). */
  canAgree: boolean;
}

export interface SigningView {
  phase: SigningPhase;
  busy: boolean;
  documents: SigningDocumentView[];
  canSign: boolean;
  canRetry: boolean;
  /** The ESIGN consent form shows (before any document). */
  askingConsent: boolean;
  errorMessage: string | null;
  locationFailure: SigningSnapshot['context']['locationFailure'];
  signedCount: number;
}

export function selectSigningPhase(snapshot: SigningSnapshot): SigningPhase {
  const value = snapshot.value;
  return (typeof value === 'string' ? value : Object.keys(value)[0]) as SigningPhase;
}

export function selectSigningView(snapshot: SigningSnapshot): SigningView {
  const { context } = snapshot;
  const phase = selectSigningPhase(snapshot);
  return {
    phase,
    busy: snapshot.hasTag('busy') || phase === 'done',
    documents: context.documents.map((document) => {
      const agreed = context.agreed.includes(document.documentUuid);
      return {
        ...document,
        read: context.read.includes(document.documentUuid),
        agreed,
        signed: context.signed.includes(document.documentUuid),
        canAgree:
          !agreed && snapshot.can({ type: 'DOCUMENT.AGREE', documentUuid: document.documentUuid }),
      };
    }),
    canSign: snapshot.can({ type: 'SIGN' }),
    canRetry: snapshot.can({ type: 'RETRY' }),
    askingConsent: phase === 'consentNeeded' || phase === 'savingConsent',
    errorMessage: context.error === null ? null : errorMessageOf(context.error),
    locationFailure: context.locationFailure,
    signedCount: context.signed.length,
  };
}
