/** What the signing and notary screens share: the status they read, documents, links. */
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { LoadedDocument } from '../../../../machines/signing/signing.machine';
import { getDocumentContent, getDocumentPackage } from '../../../api/signing';
import type { DocumentPackage } from '../../../domain/signing';
import { PdfViewer, pdfObjectUrl } from '../../../ui/PdfViewer';
import { useApplicationStatus, type ApplicationStatusActorRef } from '../applicationStatusContext';
import './signing.css';

type StatusSnapshot = ReturnType<ApplicationStatusActorRef['getSnapshot']>;

const selectChecklistStatus = (snapshot: StatusSnapshot) =>
  snapshot.context.status?.checklistStatus ?? null;

/** The checklist status the layout routed by (no fetch: the status machine holds it). */
export function useChecklistStatus(): string | null {
  return useSelector(useApplicationStatus(), selectChecklistStatus);
}

/** Path of a screen of this application, for links. */
export function screenPath(applicationUuid: string, screen = ''): string {
  return screen ? `/${applicationUuid}/${screen}` : `/${applicationUuid}`;
}

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

export function pageCountText(count: number): string {
  return count === 1 ? '1 page' : `${count} pages`;
}

export interface DocumentReaderProps {
  document: LoadedDocument;
  /** Heading level of the document's title (2 on a page of documents). */
  headingLevel?: 2 | 3;
  onReachedEnd: () => void;
  /** Under the viewer: what the user can do with the document. */
  children?: ReactNode;
}

/** One document: its title, what it is, and the viewer (scroll to the end to read it). */
export function DocumentReader({
  document,
  headingLevel = 2,
  onReachedEnd,
  children,
}: DocumentReaderProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = `document-${document.documentUuid}`;
  return (
    <div className="signing-document">
      <Heading id={headingId}>{document.title}</Heading>
      <p className="signing-document__meta">
        {document.description ? `${document.description} ` : ''}
        {pageCountText(document.pageCount)}.
      </p>
      <PdfViewer
        title={document.title}
        src={document.content ? pdfObjectUrl(document.content) : undefined}
        pageCount={document.pageCount}
        onReachedEnd={onReachedEnd}
      />
      {children}
    </div>
  );
}
