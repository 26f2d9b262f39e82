/**
 * The sandbox provider's media store. A small attachment is kept in the conversation as a data:
 * URL (it survives reloads with the lender's state in localStorage); a larger one only for the
 * life of the page that sent it (a blob: URL), so localStorage never fills up: after a reload
 * it shows without a link, like a provider whose temporary URL has expired.
 */
import { chatContentType } from '../../domain/chat';
import type { ChatMedia } from '../../api/chatTransport';
import type { ChatMediaRecord } from '../lender';

/** Attachments up to this size are kept in the saved state. */
export const INLINE_MEDIA_BYTES = 100 * 1024;

/** key → blob: URL, for this page's life. */
const pageMedia = new Map<string, string>();
let keys = 0;

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/** Stores a file the applicant sent. */
export async function storeFile(file: File): Promise<ChatMediaRecord> {
  keys += 1;
  const key = `media-${Date.now().toString(36)}-${keys}`;
  const contentType = chatContentType(file);
  let url: string | null = null;
  if (file.size <= INLINE_MEDIA_BYTES) {
    url = `data:${contentType};base64,${base64(new Uint8Array(await file.arrayBuffer()))}`;
  } else if (typeof URL.createObjectURL === 'function') {
    pageMedia.set(key, URL.createObjectURL(file));
  }
  return { filename: file.name, contentType, size: file.size, url, key };
}

/** An attachment as the widget shows it. */
export function mediaView(record: ChatMediaRecord): ChatMedia {
  return {
    filename: record.filename,
    contentType: record.contentType,
    size: record.size,
    url: record.url ?? pageMedia.get(record.key) ?? null,
  };
}
