/**
 * The application summary's unsaved corrections (start/app-summary), kept in this tab's
 * sessionStorage per application so a reload or a restored tab loses none of them (issue 17
 * part 5): the corrected contact details and demographic answers (sent with the submission), the
 * editor open and what is typed in it. Not kept: the certification (it is given for what is on
 * screen when the user submits).
 *
 * What is read back is checked: the shape with a schema (a bad or older entry removes the whole
 * key), then each correction with the form's own rules (one that no longer passes is dropped).
 * Removed when the application is submitted (the step-screen chart's `done` runs the calls'
 * `forget`, forgetSummaryDraft), at logout
 * (src/domain/appStorage.ts APP_SUMMARY_DRAFT_KEY), and after SUMMARY_DRAFT_TTL_MS.
 */
import { z } from 'zod/mini';
import type { ContactInfoBody } from '../../../api/moreInfo';
import type { Profile } from '../../../api/profile';
import { APP_SUMMARY_DRAFT_KEY } from '../../../domain/appStorage';
import {
  checkHmda,
  fromHmdaBody,
  toHmdaBody,
  type HmdaAnswers,
  type HmdaBody,
} from '../../../domain/hmda';
import { MARITAL_STATUSES } from '../../../domain/maritalStatus';
import { contactValuesFrom, validateContact, type ContactValues } from './contactForm';

/**
 * How long the corrections are honoured after their last change: 3 hours, as the registration's
 * draft (src/domain/registration/draft.ts: "an hour away costs them nothing", not the day).
 */
export const SUMMARY_DRAFT_TTL_MS = 3 * 60 * 60 * 1000;

export type SummaryEditor = 'contact' | 'hmda';

/** What the summary holds that the lender does not have yet. */
export interface SummaryDraft {
  /** A contact correction saved on the page (sent with the submission); null: none. */
  contact: ContactInfoBody | null;
  hmda: HmdaBody | null;
  /** The editor open, and what is typed in it. */
  editing: SummaryEditor | null;
  contactDraft: ContactValues | null;
  hmdaDraft: HmdaAnswers | null;
}

export const NO_SUMMARY_DRAFT: SummaryDraft = {
  contact: null,
  hmda: null,
  editing: null,
  contactDraft: null,
  hmdaDraft: null,
};

/** The storage calls used (sessionStorage in the app, a Map-backed fake in tests). */
export type SummaryStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** This tab's sessionStorage; null where storage is blocked. */
export function summaryStorage(): SummaryStorage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

const text = z.string().check(z.maxLength(500));
const contactValues = z.object({
  phone: text,
  email: text,
  sameAsProperty: z.enum(['yes', 'no', '']),
  mailing: z.object({ street1: text, street2: text, city: text, state: text, zip: text }),
  maritalStatus: z.enum(['', ...MARITAL_STATUSES]),
});
// Corrections and HMDA answers are checked by the page's own rules once read (restoreSummary).
const record = z.record(z.string(), z.unknown());
const entry = z.object({
  savedAt: z.number(),
  contact: z.nullable(record),
  hmda: z.nullable(record),
  editing: z.nullable(z.enum(['contact', 'hmda'])),
  contactDraft: z.nullable(contactValues),
  hmdaDraft: z.nullable(record),
});
const storedSchema = z.object({ version: z.literal(1), applications: z.record(z.string(), entry) });
type Stored = z.output<typeof storedSchema>;

/** Every application's entry still fresh; a bad stored value is removed (and empty). */
function readAll(storage: SummaryStorage, now: number): Stored['applications'] {
  let raw: string | null;
  try {
    raw = storage.getItem(APP_SUMMARY_DRAFT_KEY);
  } catch {
    return {};
  }
  if (raw === null) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  const result = storedSchema.safeParse(parsed);
  if (!result.success) {
    storage.removeItem(APP_SUMMARY_DRAFT_KEY);
    return {};
  }
  return Object.fromEntries(
    Object.entries(result.data.applications).filter(
      ([, kept]) => Math.abs(now - kept.savedAt) <= SUMMARY_DRAFT_TTL_MS,
    ),
  );
}

function writeAll(storage: SummaryStorage, applications: Stored['applications']): void {
  try {
    if (Object.keys(applications).length === 0) storage.removeItem(APP_SUMMARY_DRAFT_KEY);
    else {
      const stored: Stored = { version: 1, applications };
      storage.setItem(APP_SUMMARY_DRAFT_KEY, JSON.stringify(stored));
    }
  } catch {
    // Storage full or blocked: a reload shows the summary as the lender has it.
  }
}

const isEmpty = (draft: SummaryDraft) =>
  draft.contact === null && draft.hmda === null && draft.editing === null;

/** Keeps an application's corrections (none left: its entry goes). */
export function saveSummaryDraft(
  storage: SummaryStorage,
  applicationUuid: string,
  draft: SummaryDraft,
  now: number = Date.now(),
): void {
  const applications = readAll(storage, now);
  if (isEmpty(draft)) delete applications[applicationUuid];
  else {
    const kept = entry.safeParse({
      savedAt: now,
      contact: draft.contact,
      hmda: draft.hmda,
      editing: draft.editing,
      contactDraft: draft.editing === 'contact' ? draft.contactDraft : null,
      hmdaDraft: draft.editing === 'hmda' ? draft.hmdaDraft : null,
    });
    if (!kept.success) return;
    applications[applicationUuid] = kept.data;
  }
  writeAll(storage, applications);
}

export function clearSummaryDraft(storage: SummaryStorage, applicationUuid: string): void {
  saveSummaryDraft(storage, applicationUuid, NO_SUMMARY_DRAFT);
}

/**
 * The summary's calls' `forget` (machines/step-screen/step-screen.actors.ts): the lender has the
 * submission, so this tab's corrections go. Run by the step-screen chart when the step is done.
 */
export function forgetSummaryDraft(applicationUuid: string): void {
  const storage = summaryStorage();
  if (storage) clearSummaryDraft(storage, applicationUuid);
}

/**
 * An application's kept corrections, each checked again by the page's rules (the contact with
 * the profile it completes): one that no longer passes is dropped; an editor whose typing is
 * missing stays closed.
 */
export function loadSummaryDraft(
  storage: SummaryStorage,
  applicationUuid: string,
  profile: Profile,
  now: number = Date.now(),
): SummaryDraft {
  const kept = readAll(storage, now)[applicationUuid];
  if (!kept) return NO_SUMMARY_DRAFT;
  const contact = kept.contact ? validateContact(contactValuesFrom(profile, kept.contact)) : null;
  const hmdaAnswers = kept.hmda ? fromHmdaBody(kept.hmda) : null;
  const hmdaOk = hmdaAnswers !== null && Object.keys(checkHmda(hmdaAnswers)).length === 0;
  const hmdaDraft = kept.hmdaDraft ? fromHmdaBody(kept.hmdaDraft) : null;
  const editing =
    (kept.editing === 'contact' && kept.contactDraft) || (kept.editing === 'hmda' && hmdaDraft)
      ? kept.editing
      : null;
  return {
    contact: contact?.ok ? contact.body : null,
    hmda: hmdaOk ? toHmdaBody(hmdaAnswers) : null,
    editing,
    contactDraft: editing === 'contact' ? kept.contactDraft : null,
    hmdaDraft: editing === 'hmda' ? hmdaDraft : null,
  };
}
