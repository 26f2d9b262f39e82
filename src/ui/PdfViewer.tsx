import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import './kit.css';

/** Pixels from the bottom that count as "the end" (sub-pixel rounding, zoom). */
export const END_THRESHOLD_PX = 4;

export interface ScrollMetrics {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}

/**
 * True when the bottom of the content is in view. A box that is not laid out
 * (`clientHeight` 0) has not been seen, so it never counts.
 */
export function isScrolledToEnd(
  { scrollTop, scrollHeight, clientHeight }: ScrollMetrics,
  threshold = END_THRESHOLD_PX,
): boolean {
  return clientHeight > 0 && scrollTop + clientHeight >= scrollHeight - threshold;
}

const objectUrls = new Map<string, string>();

/**
 * A URL for a document the API answered as base64 (the lender's calls carry the bearer token, so
 * a document cannot be a plain link). A blob URL where the browser has them, kept for the page's
 * life (a few small documents: revoking one a remount still shows would blank it); a data URL
 * otherwise (tests).
 */
export function pdfObjectUrl(base64: string, contentType = 'application/pdf'): string {
  const key = `${contentType};${base64}`;
  const known = objectUrls.get(key);
  if (known) return known;
  let url = `data:${contentType};base64,${base64}`;
  if (typeof URL.createObjectURL === 'function' && typeof atob === 'function') {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    url = URL.createObjectURL(new Blob([bytes], { type: contentType }));
  }
  objectUrls.set(key, url);
  return url;
}

export interface PdfPage {
  src: string;
  alt: string;
}

export interface PdfViewerProps {
  /** Accessible name of the scroll region and the embedded document. */
  title: string;
  /** A document URL, embedded with `<object>`, with a download link as fallback. */
  src?: string;
  /**
   * The file name the fallback saves `src` under: where the document cannot be shown inline
   * (some phones), it is offered as a download.
   */
  downloadName?: string;
  /** Pages of a document the caller already rendered (images or elements). */
  pages?: readonly PdfPage[];
  children?: ReactNode;
  /**
   * For `src`: how many pages the document has. The embedded document is made that many
   * letter-size pages tall, so the region (not the embed) scrolls and the end can be seen.
   */
  pageCount?: number;
  /** Called once when the user has scrolled to the end (or when it all fits). */
  onReachedEnd: () => void;
  threshold?: number;
}

/**
 * A scrollable, keyboard-focusable region showing a document, reporting when its end has been
 * reached (e.g. to enable "I have read this"). Keyboard users scroll it with the arrow and page
 * keys once focused; those scrolls fire the same `scroll` event.
 */
export function PdfViewer({
  title,
  src,
  downloadName,
  pages,
  children,
  pageCount = 1,
  onReachedEnd,
  threshold = END_THRESHOLD_PX,
}: PdfViewerProps) {
  const ref = useRef<HTMLDivElement>(null);
  const reported = useRef(false);
  const onReachedEndRef = useRef(onReachedEnd);

  useEffect(() => {
    onReachedEndRef.current = onReachedEnd;
  }, [onReachedEnd]);

  const check = () => {
    const el = ref.current;
    if (!el || reported.current) return;
    if (isScrolledToEnd(el, threshold)) {
      reported.current = true;
      onReachedEndRef.current();
    }
  };

  // A new document has to be read again; one that fits without scrolling is read at once.
  useEffect(() => {
    reported.current = false;
    check();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- re-check only when the document changes
  }, [src, pages]);

  const objectStyle = { aspectRatio: `8.5 / ${11 * Math.max(1, pageCount)}` } as CSSProperties;

  return (
    <div
      ref={ref}
      className="kit-pdf"
      role="region"
      aria-label={title}
      tabIndex={0}
      onScroll={check}
    >
      {src ? (
        <object
          className="kit-pdf__object"
          data={`${src}#toolbar=0&view=FitH`}
          type="application/pdf"
          aria-label={title}
          style={objectStyle}
          // The region around it is the keyboard's stop (it scrolls with the arrows and End); the
          // browser's PDF plugin would be a second, unnamed stop with no visible focus.
          tabIndex={-1}
          onLoad={check}
        >
          <p>
            This document cannot be shown here.{' '}
            {downloadName ? (
              <a href={src} download={downloadName}>
                Download {title} (PDF)
              </a>
            ) : (
              <a href={src} target="_blank" rel="noopener noreferrer">
                Open {title} <span className="kit-visually-hidden">(opens in a new tab)</span>
              </a>
            )}
          </p>
        </object>
      ) : null}
      {pages?.map((page) => (
        <img
          key={page.src}
          className="kit-pdf__page"
          src={page.src}
          alt={page.alt}
          onLoad={check}
        />
      ))}
      {children}
    </div>
  );
}
