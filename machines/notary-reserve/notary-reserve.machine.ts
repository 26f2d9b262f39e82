/**
 * Booking a manual notary appointment (notary/schedule-manual): load the free slots, reserve one
 * at an address. A 409 (someone else booked it first) says so and reloads the slots; any other
 * failure keeps the form with its error. `reserved` is the app's (it shows the confirmation).
 * The reservation carries an idempotency key (issue 17): made when RESERVE asks for a slot and
 * address, sent again when the same reservation is asked for after a failure (a lost answer
 * books once), and new when the borrower asks for another slot or address.
 */
import { assign, fromPromise, setup } from 'xstate';
import { isApiError } from '../../src/api/errors';
import { newIdempotencyKey } from '../../src/api/idempotency';
import type {
  MeetingAddress,
  NotaryReservation,
  NotarySlots,
  ReserveBody,
} from '../../src/api/notary';

/** The free slots and the fee, with the property address (the default meeting place). */
export interface SlotsAnswer extends NotarySlots {
  property: MeetingAddress | null;
}

export interface NotaryReserveInput {
  applicationUuid: string;
}

export interface NotaryReserveContext {
  applicationUuid: string;
  slots: SlotsAnswer | null;
  /** The chosen slot was taken meanwhile (the slots were reloaded). */
  conflict: boolean;
  error: unknown;
  /** The reservation asked for (what RESERVE sent), while it is made. */
  request: ReserveBody | null;
  /** The reservation's idempotency key: the same while the same reservation is asked for. */
  reserveKey: string | null;
  reservation: NotaryReservation | null;
}

export type NotaryReserveEvent = { type: 'RESERVE'; values: ReserveBody } | { type: 'RETRY' };

export interface ReserveCallInput {
  applicationUuid: string;
}

export interface ReserveInput extends ReserveCallInput {
  values: ReserveBody;
  /** The same for every retry of this reservation (the `Idempotency-Key` header). */
  idempotencyKey: string;
}

/** The same slot, time zone and address (a retry of the same reservation). */
function sameRequest(a: ReserveBody | null, b: ReserveBody): boolean {
  return a !== null && JSON.stringify(a) === JSON.stringify(b);
}

function notProvided(name: string): never {
  throw new Error(`notary-reserve: provide the "${name}" actor with machine.provide()`);
}

export const notaryReserveMachine = setup({
  types: {
    context: {} as NotaryReserveContext,
    events: {} as NotaryReserveEvent,
    input: {} as NotaryReserveInput,
    tags: {} as 'busy',
  },
  actors: {
    loadSlots: fromPromise<SlotsAnswer, ReserveCallInput>(async () => notProvided('loadSlots')),
    reserve: fromPromise<NotaryReservation, ReserveInput>(async () => notProvided('reserve')),
  },
  actions: {
    /** The app's: the reservation is made (show the confirmation). */
    reserved: () => {},
    keepSlots: assign((_, params: { slots: SlotsAnswer }) => ({ slots: params.slots })),
    storeError: assign((_, params: { error: unknown }) => ({ error: params.error })),
    clearError: assign({ error: null }),
    /**
     * Remember the reservation asked for (the call reads it) and clear the last outcome; its key
     * is kept when the same reservation is asked for again, else a new one is made.
     */
    startReserving: assign(({ context }, params: { request: ReserveBody }) => ({
      error: null,
      conflict: false,
      request: params.request,
      reserveKey:
        context.reserveKey !== null && sameRequest(context.request, params.request)
          ? context.reserveKey
          : newIdempotencyKey(),
    })),
    keepReservation: assign((_, params: { reservation: NotaryReservation }) => ({
      reservation: params.reservation,
    })),
    /** The chosen slot was taken meanwhile: say so once the slots are reloaded. */
    markConflict: assign({ conflict: true }),
  },
  guards: {
    slotTaken: ({ event }) =>
      'error' in event && isApiError(event.error) && event.error.status === 409,
  },
}).createMachine({
  id: 'notaryReserve',
  description: 'Manual notary: choose a free slot and an address, reserve; a taken slot reloads.',
  context: ({ input }) => ({
    applicationUuid: input.applicationUuid,
    slots: null,
    conflict: false,
    error: null,
    request: null,
    reserveKey: null,
    reservation: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadSlots',
        input: ({ context }) => ({ applicationUuid: context.applicationUuid }),
        onDone: {
          target: 'ready',
          actions: { type: 'keepSlots', params: ({ event }) => ({ slots: event.output }) },
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: { on: { RETRY: { target: 'loading', actions: 'clearError' } } },
    ready: {
      on: {
        RESERVE: {
          target: 'reserving',
          actions: {
            type: 'startReserving',
            params: ({ event }) => ({ request: event.values }),
          },
        },
      },
    },
    reserving: {
      tags: ['busy'],
      invoke: {
        src: 'reserve',
        input: ({ context }) => ({
          applicationUuid: context.applicationUuid,
          // Why: reserving is entered only by RESERVE, which stored the request.
          values: context.request as ReserveBody,
          idempotencyKey: context.reserveKey ?? '',
        }),
        onDone: {
          target: 'reserved',
          actions: {
            type: 'keepReservation',
            params: ({ event }) => ({ reservation: event.output }),
          },
        },
        onError: [
          // Why: the slot list is stale; show the fresh one with the reason.
          { guard: 'slotTaken', target: 'refreshing', actions: 'markConflict' },
          {
            target: 'ready',
            actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    refreshing: {
      tags: ['busy'],
      invoke: {
        src: 'loadSlots',
        input: ({ context }) => ({ applicationUuid: context.applicationUuid }),
        onDone: {
          target: 'ready',
          actions: { type: 'keepSlots', params: ({ event }) => ({ slots: event.output }) },
        },
        // The old list stays; the conflict message already asks for another time.
        onError: { target: 'ready' },
      },
    },
    reserved: { type: 'final', entry: 'reserved' },
  },
});

export type NotaryReserveMachine = typeof notaryReserveMachine;
