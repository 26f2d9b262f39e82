/** What the signing and notary screens share: the status they read, documents, links. */
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { LoadedDocument } from '../../../../machines/signing/signing.machine';
import { documentFileName } from '../../../domain/documentFiles';
import { DocumentDownload } from '../../../ui/DocumentDownload';
import { PdfViewer, pdfObjectUrl } from '../../../ui/PdfViewer';
import { useApplicationStatus, type ApplicationStatusActorRef } from '../applicationStatusContext';
import './signing.css';
import { applicationScreenPath, type ApplicationScreenHref } from '../../../domain/screenPaths';

type StatusSnapshot = ReturnType<ApplicationStatusActorRef['getSnapshot']>;

const selectChecklistStatus = (snapshot: StatusSnapshot) =>
  snapshot.context.status?.checklistStatus ?? null;

const selectLoanNumber = (snapshot: StatusSnapshot) =>
  snapshot.context.application?.loanNumber ?? null;

/** The application's loan number, as the layout holds it (null before the lender gave one). */
export function useLoanNumber(): string | null {
  return useSelector(useApplicationStatus(), selectLoanNumber);
}

/** A document as its file name needs it. */
export interface NamedDocument {
  title: string;
  signedAt?: string | null;
  /** When the lender delivered it; today when unknown (the copy is taken today). */
  deliveredAt?: string | null;
}

export type FileNameOf = (document: NamedDocument) => string;

/** The naming rule for one application: HELOC-<loan>-<Name>[-signed]-<date>.pdf. */
export function fileNamesFor(loanNumber: string | null | undefined, applicationUuid: string) {
  return (document: NamedDocument) =>
    documentFileName({
      loanNumber,
      applicationUuid,
      title: document.title,
      signedAt: document.signedAt,
      date: document.deliveredAt ?? new Date(),
    });
}

/** The naming rule for the application on screen (inside the application layout). */
export function useDocumentFileName(): FileNameOf {
  const loanNumber = useLoanNumber();
  const { applicationId = '' } = useParams();
  return fileNamesFor(loanNumber, applicationId);
}

/** The checklist status the layout routed by (no fetch: the status machine holds it). */
export function useChecklistStatus(): string | null {
  return useSelector(useApplicationStatus(), selectChecklistStatus);
}

/** Path of a screen of this application, for links. */
export function screenPath(
  applicationUuid: string,
  screen: ApplicationScreenHref | '' = '',
): string {
  return screen ? applicationScreenPath(applicationUuid, screen) : `/${applicationUuid}`;
}

export function pageCountText(count: number): string {
  return count === 1 ? '1 page' : `${count} pages`;
}

export interface DocumentReaderProps {
  document: LoadedDocument;
  /** Heading level of the document's title (2 on a page of documents). */
  headingLevel?: 2 | 3;
  onReachedEnd: () => void;
  /** The name its file is saved under (documentFileName): offers "Download … (PDF)". */
  fileName?: string;
  /** Under the viewer: what the user can do with the document. */
  children?: ReactNode;
}

/** One document: its title, what it is, and the viewer (scroll to the end to read it). */
export function DocumentReader({
  document,
  headingLevel = 2,
  onReachedEnd,
  fileName,
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
        downloadName={fileName}
        pageCount={document.pageCount}
        onReachedEnd={onReachedEnd}
      />
      {fileName && document.content ? (
        <p className="signing-document__download">
          <DocumentDownload title={document.title} content={document.content} fileName={fileName} />
        </p>
      ) : null}
      {children}
    </div>
  );
}
