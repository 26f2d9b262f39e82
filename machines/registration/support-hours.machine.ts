import { assign, fromPromise, setup } from 'xstate';
import { getDepartmentHours, type BusinessHours } from '../../src/api/operatingHours';

/**
 * The registration help page's phone hours (legacy /register/support): one call to the
 * operating-hours service for the brand's phone department; a failure is shown with Retry (the
 * brand's phone and e-mail stay on the page meanwhile).
 */
export const supportHoursMachine = setup({
  types: {
    context: {} as { orgCode: string; hours: BusinessHours[] },
    input: {} as { orgCode: string },
    events: {} as { type: 'RETRY' },
  },
  actors: {
    loadHours: fromPromise<BusinessHours[], { orgCode: string }>(({ input, signal }) =>
      getDepartmentHours('OPS_PHONE', input.orgCode, { signal }),
    ),
  },
  actions: {
    keepHours: assign((_, params: { hours: BusinessHours[] }) => ({ hours: params.hours })),
  },
}).createMachine({
  id: 'supportHours',
  description: 'Phone support hours of the brand: loading, shown, or failed with Retry.',
  context: ({ input }) => ({ orgCode: input.orgCode, hours: [] }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadHours',
        id: 'loadHours',
        input: ({ context }) => ({ orgCode: context.orgCode }),
        onDone: {
          target: 'ready',
          actions: { type: 'keepHours', params: ({ event }) => ({ hours: event.output }) },
        },
        onError: { target: 'failed' },
      },
    },
    ready: {},
    failed: { tags: ['error'], on: { RETRY: { target: 'loading' } } },
  },
});

export type SupportHoursMachine = typeof supportHoursMachine;
