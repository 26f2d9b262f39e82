import { pdfObjectUrl } from './PdfViewer';
import './kit.css';

export interface DocumentDownloadProps {
  /** The document's name as the page shows it ("Closing Disclosure"). */
  title: string;
  /** The file, base64 (as the lender answers it); empty or null when it could not be read. */
  content: string | null | undefined;
  /** The name the file is saved under (src/domain/documentFiles.ts documentFileName). */
  fileName: string;
  contentType?: string;
  /**
   * The file could not be read: say so, and offer to read it again. Without `onRetry` a missing
   * file shows nothing (e.g. a package still being generated).
   */
  failed?: boolean;
  onRetry?: () => void;
}

/** The sentence when a document's file could not be downloaded. */
export function downloadFailedText(title: string): string {
  return `We could not download ${title}. Check your connection and try again.`;
}

/**
 * "Download <title> (PDF)": a link that saves the document's file under a name a person
 * recognises (ESIGN: a consumer keeps what they receive and sign). Works where the document cannot
 * be shown inline (some phones): the file is saved, not embedded.
 */
export function DocumentDownload({
  title,
  content,
  fileName,
  contentType = 'application/pdf',
  failed = false,
  onRetry,
}: DocumentDownloadProps) {
  if (failed || !content) {
    if (!failed || !onRetry) return null;
    return (
      <div role="alert" className="kit-alert kit-alert--error kit-download__failed">
        <p>{downloadFailedText(title)}</p>
        <button type="button" className="kit-button kit-button--secondary" onClick={onRetry}>
          Try again <span className="kit-visually-hidden">to download {title}</span>
        </button>
      </div>
    );
  }
  return (
    <a
      className="kit-button kit-button--secondary kit-download"
      href={pdfObjectUrl(content, contentType)}
      download={fileName}
    >
      Download {title} (PDF)
    </a>
  );
}
