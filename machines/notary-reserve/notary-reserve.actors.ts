/**
 * The manual notary booking's calls (notary/schedule-manual): the free slots with the property's
 * address (the default meeting place), and the reservation (its body is the form's slot, time
 * zone and address). Every call forwards the abort signal.
 */
import { fromPromise } from 'xstate';
import { getApplication, type HelocApplication } from '../../src/api/application';
import {
  getNotarySlots,
  reserveNotary,
  type MeetingAddress,
  type NotaryReservation,
} from '../../src/api/notary';
import type { ReserveCallInput, ReserveInput, SlotsAnswer } from './notary-reserve.machine';

/** The property as a meeting address, when the application has a whole one. */
export function propertyAddressOf(application: HelocApplication): MeetingAddress | null {
  const property = application.property;
  return property?.street1 && property.city && property.state && property.zip
    ? {
        street1: property.street1,
        street2: property.street2 || null,
        city: property.city,
        state: property.state,
        zip: property.zip,
      }
    : null;
}

export const notaryReserveActors = {
  loadSlots: fromPromise<SlotsAnswer, ReserveCallInput>(async ({ input, signal }) => {
    const [slots, application] = await Promise.all([
      getNotarySlots(input.applicationUuid, { signal }),
      getApplication(input.applicationUuid, { signal }),
    ]);
    return { ...slots, property: propertyAddressOf(application) };
  }),
  reserve: fromPromise<NotaryReservation, ReserveInput>(({ input, signal }) =>
    reserveNotary(input.applicationUuid, input.values, {
      signal,
      idempotencyKey: input.idempotencyKey,
    }),
  ),
};
