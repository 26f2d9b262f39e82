/**
 * File names for the documents a borrower or an additional signer downloads (ESIGN: a consumer
 * keeps the records they receive and sign). Pure: the caller gives the dates.
 *
 * DESIGNED (the spec names no file names): `HELOC-<loan>-<Document-Name>-<yyyy-MM-dd>.pdf`, e.g.
 * `HELOC-1000123-Closing-Disclosure-2026-11-25.pdf`; a signed copy says so and carries the
 * signature date: `HELOC-1000123-Notice-of-Right-to-Cancel-signed-2026-11-25.pdf`. Without a loan
 * number, the application id's first group stands in (`HELOC-3f2a9c1e-…`). The date is the
 * person's calendar day (local time): an evening signature in the US is the next day in UTC.
 */
import { formatDataDate, toDate, isValid, type DateInput } from './dates';

export interface DocumentFileNameInput {
  /** The application's loan number, when it has one. */
  loanNumber?: string | number | null;
  /** The application id (its short form stands in for a missing loan number). */
  applicationUuid?: string | null;
  /** The document's name as the page shows it. */
  title: string;
  /** ISO time of the signature: a signed copy is named with that day. */
  signedAt?: string | null;
  /** The day otherwise: when it was delivered, or today. */
  date: DateInput;
}

/** Letters and digits kept, every other run of characters one hyphen, no hyphen at either end. */
export function fileNamePart(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/gu, '')
    .replace(/[\u2019']/gu, '')
    .replace(/[^A-Za-z0-9]+/gu, '-')
    .replace(/^-+|-+$/gu, '');
}

/** The first group of a uuid (`3f2a9c1e`), or the id itself cleaned when it is not one. */
export function shortApplicationId(applicationUuid: string): string {
  return fileNamePart(applicationUuid.split('-')[0] ?? applicationUuid);
}

function validDate(value: DateInput | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = toDate(value);
  return isValid(date) ? date : null;
}

/** `HELOC-<loan or short id>-<Document-Name>[-signed]-<yyyy-MM-dd>.pdf`. */
export function documentFileName({
  loanNumber,
  applicationUuid,
  title,
  signedAt,
  date,
}: DocumentFileNameInput): string {
  const loan =
    loanNumber !== null && loanNumber !== undefined && fileNamePart(String(loanNumber)) !== ''
      ? fileNamePart(String(loanNumber))
      : applicationUuid
        ? shortApplicationId(applicationUuid)
        : '';
  const signed = validDate(signedAt);
  const day = signed ?? validDate(date);
  const parts = [
    'HELOC',
    loan,
    fileNamePart(title) || 'Document',
    signed ? 'signed' : '',
    day ? formatDataDate(day) : '',
  ];
  return `${parts.filter(Boolean).join('-')}.pdf`;
}
