/**
 * The signing chart's calls (signing/sign): the ESIGN consent, the note package with its files,
 * the browser's location, one signature per document, then the `sign-note` step. Every call forwards the abort
 * signal. The package reader (`loadPackage`) also serves the disclosures chart and the signing
 * screens that only read a package (signing/intro, review-app/signdocs).
 */
import { fromPromise } from 'xstate';
import { completeStep } from '../../src/api/application';
import { getDocumentContent, getDocumentPackage, signDocument } from '../../src/api/signing';
import {
  LocationError,
  type DocumentPackage,
  type SigningPosition,
} from '../../src/domain/signing';
import { eConsentActors } from './e-consent.actors';
import type {
  CompleteSigningInput,
  LoadDocumentsInput,
  LoadedDocument,
  SignDocumentInput,
} from './signing.machine';

export interface LoadedPackage {
  ready: boolean;
  documents: LoadedDocument[];
}

/** A package and, when `withContent`, every document's file (small: read together). */
export async function loadPackage(
  applicationUuid: string,
  name: DocumentPackage,
  { signal, withContent = true }: { signal?: AbortSignal; withContent?: boolean } = {},
): Promise<LoadedPackage> {
  const answer = await getDocumentPackage(applicationUuid, name, { signal });
  if (!answer.ready || !withContent) {
    return {
      ready: answer.ready,
      documents: answer.documents.map((document) => ({ ...document, content: '' })),
    };
  }
  const documents = await Promise.all(
    answer.documents.map(async (document) => {
      const file = await getDocumentContent(applicationUuid, document.documentUuid, { signal });
      return { ...document, content: file.content };
    }),
  );
  return { ready: true, documents };
}

/**
 * The browser's geolocation, once (the `locate` actor, and the signer's location condition). The
 * browser asks the user; denied → 'denied', no fix → 'unavailable', none in 15 s → 'timeout' (the
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

/** The `locate` actor: the browser's geolocation (whoever signs). */
export const locateActor = fromPromise<SigningPosition, void>(() => browserLocate());

/**
 * The borrower's note: the ESIGN consent (the gate before anything is shown), the documents to
 * sign, their signatures (each with the key the chart keeps for it) and the `sign-note` step.
 */
export const signingActors = {
  ...eConsentActors,
  loadDocuments: fromPromise<LoadedDocument[], LoadDocumentsInput>(async ({ input, signal }) => {
    const answer = await loadPackage(input.applicationUuid, 'note', { signal });
    return answer.documents.filter((document) => document.requiresSignature);
  }),
  locate: locateActor,
  signDocument: fromPromise<unknown, SignDocumentInput>(({ input, signal }) =>
    signDocument(input.applicationUuid, input.documentUuid, input.position, {
      signal,
      idempotencyKey: input.idempotencyKey,
    }),
  ),
  completeStep: fromPromise<unknown, CompleteSigningInput>(({ input, signal }) =>
    completeStep(
      input.applicationUuid,
      'sign-note',
      { documentUuids: input.documentUuids },
      { signal },
    ),
  ),
};
