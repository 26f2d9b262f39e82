/** The identity verification flow's calls: typed promise actors that forward the abort signal. */
import { fromPromise } from 'xstate';
import { completeStep } from '../../src/api/application';
import { uploadDocument } from '../../src/api/documents';
import {
  getIdentityVerification,
  startIdentityVerification,
  type IdentityDocumentReference,
  type IdentityVerification,
} from '../../src/api/identityVerification';

/** An image the borrower chose (a browser File satisfies it). */
export type IdImage = Blob & { name: string };

export interface StatusInput {
  applicationUuid: string;
}

export interface UploadImagesInput {
  applicationUuid: string;
  front: IdImage | null;
  back: IdImage | null;
}

export interface StartInput {
  applicationUuid: string;
  idKind: string;
  documents: readonly IdentityDocumentReference[];
}

export interface CompleteInput {
  applicationUuid: string;
  verificationId: string | null;
}

/** The lender's step for this screen (journey.ts). */
export const IDENTITY_STEP = 'verify-identity';

export const identityVerificationActors = {
  loadStatus: fromPromise<IdentityVerification, StatusInput>(({ input, signal }) =>
    getIdentityVerification(input.applicationUuid, { signal }),
  ),
  /** Uploads the front, then the back when there is one, as documents ID_FRONT / ID_BACK. */
  uploadImages: fromPromise<IdentityDocumentReference[], UploadImagesInput>(
    async ({ input, signal }) => {
      const sides = [
        ['FRONT', 'ID_FRONT', input.front],
        ['BACK', 'ID_BACK', input.back],
      ] as const;
      const documents: IdentityDocumentReference[] = [];
      for (const [side, documentType, file] of sides) {
        if (!file) continue;
        const uploaded = await uploadDocument(
          input.applicationUuid,
          { documentType, file },
          { signal },
        );
        documents.push({ side, documentId: uploaded.uuid, fileName: uploaded.fileName });
      }
      return documents;
    },
  ),
  startVerification: fromPromise<IdentityVerification, StartInput>(({ input, signal }) =>
    startIdentityVerification(
      input.applicationUuid,
      { idKind: input.idKind, documents: input.documents },
      { signal },
    ),
  ),
  checkStatus: fromPromise<IdentityVerification, StatusInput>(({ input, signal }) =>
    getIdentityVerification(input.applicationUuid, { signal }),
  ),
  completeStep: fromPromise<unknown, CompleteInput>(({ input, signal }) =>
    completeStep(
      input.applicationUuid,
      IDENTITY_STEP,
      input.verificationId ? { verificationId: input.verificationId } : {},
      { signal },
    ),
  ),
};
