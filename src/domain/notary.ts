/**
 * The notary: the eNotary session and the manual (in person) notarisation: the fee, the time
 * zones slots are shown in, and the words (docs/screens/signing.md).
 */
import { MANUAL_NOTARY_FEE } from './fees';
import { formatMoney } from './money';

export { MANUAL_NOTARY_FEE } from './fees';

export function manualNotaryFeeText(): string {
  return formatMoney(MANUAL_NOTARY_FEE, 0);
}

/** Slots are offered for this many business days ahead (designed). */
export const SLOT_BUSINESS_DAYS = 10;

/** The time zones a borrower may read the slots in (the US zones the lender lends in). */
export const NOTARY_TIME_ZONES = [
  { value: 'America/Los_Angeles', label: 'Pacific' },
  { value: 'America/Denver', label: 'Mountain' },
  { value: 'America/Chicago', label: 'Central' },
  { value: 'America/New_York', label: 'Eastern' },
  { value: 'America/Anchorage', label: 'Alaska' },
  { value: 'Pacific/Honolulu', label: 'Hawaii' },
] as const;

export type NotaryTimeZone = (typeof NOTARY_TIME_ZONES)[number]['value'];

const ZONE_ALIASES: Readonly<Record<string, NotaryTimeZone>> = {
  'America/Phoenix': 'America/Denver',
  'America/Boise': 'America/Denver',
  'America/Detroit': 'America/New_York',
  'America/Indiana/Indianapolis': 'America/New_York',
  'America/Juneau': 'America/Anchorage',
};

/** The borrower's zone when it is one of ours (or an alias), else Pacific. */
export function defaultTimeZone(browserZone: string | undefined): NotaryTimeZone {
  const zone = browserZone ?? '';
  const listed = NOTARY_TIME_ZONES.find((option) => option.value === zone);
  if (listed) return listed.value;
  return ZONE_ALIASES[zone] ?? 'America/Los_Angeles';
}

export function timeZoneLabel(zone: string): string {
  return NOTARY_TIME_ZONES.find((option) => option.value === zone)?.label ?? zone;
}

/**
 * A formatter per kind and zone, made on first use: making an Intl.DateTimeFormat costs far more
 * than formatting with one, and a week of slots formats each slot's day and time.
 */
const SLOT_FORMATS: Partial<Record<string, Intl.DateTimeFormat>> = {};

function slotFormat(kind: 'day' | 'time', timeZone: string): Intl.DateTimeFormat {
  return (SLOT_FORMATS[`${kind} ${timeZone}`] ??= new Intl.DateTimeFormat(
    'en-US',
    kind === 'day'
      ? { weekday: 'long', month: 'long', day: 'numeric', timeZone }
      : { hour: 'numeric', minute: '2-digit', timeZone },
  ));
}

/** "Tuesday, June 3" in the zone. */
export function slotDayText(iso: string, timeZone: string): string {
  return slotFormat('day', timeZone).format(new Date(iso));
}

/** "9:00 AM" in the zone. */
export function slotTimeText(iso: string, timeZone: string): string {
  return slotFormat('time', timeZone).format(new Date(iso));
}

/** Slots grouped by their day in the zone, in order. */
export function slotsByDay<T extends { startsAt: string }>(
  slots: readonly T[],
  timeZone: string,
): { day: string; slots: T[] }[] {
  const groups: { day: string; slots: T[] }[] = [];
  for (const slot of [...slots].sort((a, b) => a.startsAt.localeCompare(b.startsAt))) {
    const day = slotDayText(slot.startsAt, timeZone);
    const last = groups[groups.length - 1];
    if (last && last.day === day) last.slots.push(slot);
    else groups.push({ day, slots: [slot] });
  }
  return groups;
}

/** A 409 on a reservation: someone else took the slot first. */
export const SLOT_TAKEN_MESSAGE =
  'Sorry, that time was just taken by someone else. We have updated the available times: please choose another.';

export const SLOT_REQUIRED = 'Choose a time for your notary appointment';
export const ADDRESS_CHOICE_REQUIRED = 'Choose where the notary should meet you';

/** What the eNotary session answers (designed). */
export type NotarySessionStatus =
  'NOT_STARTED' | 'WAITING_ROOM' | 'IN_PROGRESS' | 'COMPLETE' | 'FAILED' | 'CANCELLED';

export function isSessionOver(status: string): boolean {
  return status === 'FAILED' || status === 'CANCELLED';
}
