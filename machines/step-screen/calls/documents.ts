/**
 * The documents group's step-screen calls (src/screens/application/documents): the application's
 * documents page (/{uuid}/documents) is read-only. It runs on the step-screen chart (load,
 * loadFailed with RETRY, ready with RELOAD) with this load; no chart of its own, so no diagram:
 * the step screen's is the one to read.
 *
 * What it reads: every document the lender delivered to the borrower or they signed
 * (getApplicationDocuments), then each one's file. A file that cannot be read does not fail the
 * page: that document says its download failed, and RELOAD reads the files again.
 */
import {
  getApplicationDocuments,
  getDocumentContent,
  type DeliveredDocument,
} from '../../../src/api/signing';
import type { StepScreenCalls } from '../step-screen.actors';

export interface DocumentCopy extends DeliveredDocument {
  /** The file, base64; null when it could not be read this time. */
  content: string | null;
}

export interface ApplicationDocuments {
  documents: DocumentCopy[];
  /** How many files could not be read (each one offers to try again). */
  failed: number;
}

export async function loadApplicationDocuments({
  applicationUuid,
  signal,
}: {
  applicationUuid: string;
  signal?: AbortSignal;
}): Promise<ApplicationDocuments> {
  const answer = await getApplicationDocuments(applicationUuid, { signal });
  const files = await Promise.allSettled(
    answer.documents.map((document) =>
      getDocumentContent(applicationUuid, document.documentUuid, { signal }),
    ),
  );
  // A cancelled read is not a failed download: let the chart see the abort.
  signal?.throwIfAborted();
  const documents = answer.documents.map((document, index) => {
    const file = files[index]!;
    return { ...document, content: file.status === 'fulfilled' ? file.value.content : null };
  });
  return { documents, failed: documents.filter((document) => document.content === null).length };
}

/** /{uuid}/documents: the documents and their files; nothing is posted. */
export const documentsCalls: StepScreenCalls<ApplicationDocuments> = {
  load: loadApplicationDocuments,
};
