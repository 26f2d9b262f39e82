/**
 * The signing group's step-screen calls (src/screens/application/signing): the screens of the
 * signing and notary part that run on the step-screen chart. The flows with charts of their own
 * (signing/sign, document/disclosures, signing/additional, notary/session,
 * notary/schedule-manual) keep their calls beside their charts (machines/signing,
 * machines/notary-session, machines/notary-reserve).
 *
 * - signing/intro reads the note package without the files (what will be signed).
 * - review-app/signdocs (GEN_CLOSING_DISCLOSURE) reads the closing disclosure with its file and
 *   posts `sign-closing-disclosure` with the document acknowledged.
 * - notary/intro posts `notary-disclosure` (the online notarization agreed).
 * - notary/error reads the failed or cancelled eNotary session.
 * - notary/reserve-manual reads the booked appointment and posts `notarize` (MANUAL).
 */
import type { NotaryReservation, NotarySession } from '../../../src/api/notary';
import { getNotaryReservation, getNotarySession } from '../../../src/api/notary';
import { loadPackage, type LoadedPackage } from '../../signing/signing.actors';
import type { StepCallContext, StepScreenCalls } from '../step-screen.actors';

export type { LoadedPackage };

/** signing/intro: the note's documents, titles and page counts only. */
export const signingIntroCalls: StepScreenCalls<LoadedPackage> = {
  load: ({ applicationUuid, signal }: StepCallContext) =>
    loadPackage(applicationUuid, 'note', { signal, withContent: false }),
};

/** What the closing disclosure's form submits: the acknowledgement. */
export interface ClosingDisclosureValues {
  acknowledged: true;
}

/** review-app/signdocs: the closing disclosure to read, then its acknowledgement. */
export const closingDisclosureCalls: StepScreenCalls<LoadedPackage, ClosingDisclosureValues> = {
  load: ({ applicationUuid, signal }) =>
    loadPackage(applicationUuid, 'closing-disclosure', { signal }),
  step: 'sign-closing-disclosure',
  body: (_values, data) => ({
    acknowledged: true,
    documentUuid: data.documents[0]?.documentUuid,
  }),
};

/** notary/intro: nothing to read (the status comes from the layout), then the agreement. */
export const notaryIntroCalls: StepScreenCalls<{ loaded: boolean }, true> = {
  load: async () => ({ loaded: true }),
  step: 'notary-disclosure',
  body: () => ({ acknowledged: true }),
};

/** notary/error: the session that failed or was cancelled. */
export const notaryErrorCalls: StepScreenCalls<NotarySession> = {
  load: ({ applicationUuid, signal }) => getNotarySession(applicationUuid, { signal }),
};

/** What notary/reserve-manual reads: the booked appointment, or none yet. */
export interface ReserveManualData {
  reservation: NotaryReservation | null;
}

/** notary/reserve-manual: the booked appointment, then `notarize` with it (MANUAL). */
export const notaryReserveManualCalls: StepScreenCalls<ReserveManualData, NotaryReservation> = {
  load: async ({ applicationUuid, signal }) => ({
    reservation: await getNotaryReservation(applicationUuid, { signal }),
  }),
  step: 'notarize',
  body: (reservation) => ({
    method: 'MANUAL' as const,
    reservationUuid: reservation.reservationUuid,
  }),
};
