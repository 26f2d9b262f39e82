/**
 * The notary service (designed: docs/sandbox.md "Disclosures, signing and notary"): the eNotary
 * session and the manual (in person) notary appointment.
 */
import { z } from 'zod/mini';
import { apiRequest } from './client';
import type { CallOptions } from './client';
import { optionalText } from './common';
import { NOTARY_TIME_ZONES, type NotaryTimeZone } from '../domain/notary';

export const NOTARY_BASE = '/service-notary/api/v1/heloc';

const notaryPath = (uuid: string) => `${NOTARY_BASE}/${encodeURIComponent(uuid)}`;

export const NotarySessionSchema = z.object({
  sessionUuid: optionalText,
  /** NOT_STARTED, WAITING_ROOM, IN_PROGRESS, COMPLETE, FAILED, CANCELLED. */
  status: z.string(),
  /** Where the borrower meets the notary (opens in a new tab); null before joining. */
  joinUrl: optionalText,
  /** Why a session failed or was cancelled, in the lender's words. */
  reason: optionalText,
});
export type NotarySession = z.infer<typeof NotarySessionSchema>;

export const NotarySlotSchema = z.object({
  /** ISO instant (UTC). */
  startsAt: z.string(),
  endsAt: z.string(),
});
export type NotarySlot = z.infer<typeof NotarySlotSchema>;

export const NotarySlotsSchema = z.object({
  /** Dollars. */
  fee: z.number(),
  slots: z.array(NotarySlotSchema),
});
export type NotarySlots = z.infer<typeof NotarySlotsSchema>;

export const MeetingAddressSchema = z.object({
  street1: z.string(),
  street2: optionalText,
  city: z.string(),
  state: z.string(),
  zip: z.string(),
});
export type MeetingAddress = z.infer<typeof MeetingAddressSchema>;

export const NotaryReservationSchema = z.object({
  reservationUuid: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  address: MeetingAddressSchema,
  fee: z.number(),
  /** CONFIRMED (booked), COMPLETED (the notary met the borrower), CANCELLED. */
  status: z.string(),
});
export type NotaryReservation = z.infer<typeof NotaryReservationSchema>;

export const ReservationAnswerSchema = z.object({
  reservation: z.nullable(NotaryReservationSchema),
});

export function getNotarySession(uuid: string, options: CallOptions = {}): Promise<NotarySession> {
  return apiRequest(`${notaryPath(uuid)}/enotary/session`, {
    ...options,
    schema: NotarySessionSchema,
  });
}

/** Joins (or rejoins) the eNotary session: answers where to meet the notary. */
export function joinNotarySession(uuid: string, options: CallOptions = {}): Promise<NotarySession> {
  return apiRequest(`${notaryPath(uuid)}/enotary/session`, {
    ...options,
    method: 'POST',
    body: {},
    schema: NotarySessionSchema,
  });
}

export function getNotarySlots(uuid: string, options: CallOptions = {}): Promise<NotarySlots> {
  return apiRequest(`${notaryPath(uuid)}/manual/slots`, {
    ...options,
    schema: NotarySlotsSchema,
  });
}

export function getNotaryReservation(
  uuid: string,
  options: CallOptions = {},
): Promise<NotaryReservation | null> {
  return apiRequest(`${notaryPath(uuid)}/manual/reservation`, {
    ...options,
    schema: ReservationAnswerSchema,
  }).then((answer) => answer.reservation);
}

const NOTARY_TIME_ZONE_VALUES = NOTARY_TIME_ZONES.map((zone) => zone.value) as [
  NotaryTimeZone,
  ...NotaryTimeZone[],
];

/** A reservation's body: what the product sends and the lender (the sandbox) parses. */
export const ReserveBodySchema = z.object({
  startsAt: z.iso.datetime('startsAt must be an ISO time'),
  timeZone: z.enum(NOTARY_TIME_ZONE_VALUES),
  address: z.object({
    street1: z.string().check(z.trim(), z.minLength(1, 'Required')),
    street2: z.nullish(z.string().check(z.trim())),
    city: z.string().check(z.trim(), z.minLength(1, 'Required')),
    state: z.string().check(z.trim(), z.length(2, 'Use the two-letter state')),
    zip: z.string().check(z.trim(), z.regex(/^\d{5}$/u, 'Enter a 5-digit ZIP code')),
  }),
});
export type ReserveBody = z.input<typeof ReserveBodySchema>;

/** Books a slot; 409 when someone else booked it first. */
export function reserveNotary(
  uuid: string,
  body: ReserveBody,
  options: CallOptions = {},
): Promise<NotaryReservation> {
  return apiRequest(`${notaryPath(uuid)}/manual/reservation`, {
    ...options,
    method: 'POST',
    body,
    schema: NotaryReservationSchema,
  });
}
