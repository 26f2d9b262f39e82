/**
 * The additional signers of a co-deed (signing/additional, journey step `co-deed`): list them,
 * invite more, watch until every one has signed, then post the step.
 *
 * - The list is read again every SIGNER_POLL_DELAY while someone has not signed (the signers sign
 *   in their own flow, in their own time). A failed re-read keeps the list and tries again later.
 * - INVITE (values the form validated) adds a signer; a refusal (e.g. already invited) is shown
 *   with the form kept.
 * - CONTINUE is answered only when every signer has signed; a failed step post is retried alone.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { CoDeedSigner } from '../../src/api/signing';
import { allSigned, type InviteValues } from '../../src/domain/signing';

export interface CoDeedInput {
  applicationUuid: string;
}

export interface CoDeedContext {
  applicationUuid: string;
  signers: CoDeedSigner[];
  /** A failed load or step post. */
  error: unknown;
  /** A refused invitation (the form stays as typed). */
  inviteError: unknown;
  /** Invitations sent from this screen (the view clears its form when this grows). */
  invitesSent: number;
}

export type CoDeedEvent =
  { type: 'INVITE'; values: InviteValues } | { type: 'CONTINUE' } | { type: 'RETRY' };

export interface CoDeedCallInput {
  applicationUuid: string;
}

export interface InviteInput extends CoDeedCallInput {
  values: InviteValues;
}

function notProvided(name: string): never {
  throw new Error(`co-deed: provide the "${name}" actor with machine.provide()`);
}

export const coDeedMachine = setup({
  types: {
    context: {} as CoDeedContext,
    events: {} as CoDeedEvent,
    input: {} as CoDeedInput,
    tags: {} as 'busy',
  },
  actors: {
    loadSigners: fromPromise<CoDeedSigner[], CoDeedCallInput>(async () =>
      notProvided('loadSigners'),
    ),
    inviteSigner: fromPromise<CoDeedSigner, InviteInput>(async () => notProvided('inviteSigner')),
    completeStep: fromPromise<unknown, CoDeedCallInput>(async () => notProvided('completeStep')),
  },
  actions: {
    stepCompleted: () => {},
    clearError: assign({ error: null }),
    storeError: assign((_, params: { error: unknown }) => ({ error: params.error })),
    storeSigners: assign((_, params: { signers: CoDeedSigner[] }) => ({ signers: params.signers })),
    clearInviteError: assign({ inviteError: null }),
    storeInviteError: assign((_, params: { error: unknown }) => ({ inviteError: params.error })),
    /** The invited signer joins the list; the view clears its form when `invitesSent` grows. */
    addInvitedSigner: assign(({ context }, params: { signer: CoDeedSigner }) => ({
      signers: [...context.signers, params.signer],
      invitesSent: context.invitesSent + 1,
    })),
  },
  guards: {
    allSigned: ({ context }) => allSigned(context.signers),
    someUnsigned: ({ context }) => !allSigned(context.signers),
  },
  delays: {
    // Signers take minutes to sign, not seconds: every 5 s keeps the list current without
    // hammering the lender, and the borrower sees "Signed" soon after it happens.
    SIGNER_POLL_DELAY: 5000,
  },
}).createMachine({
  id: 'coDeed',
  description:
    'Additional signers: list, invite, watch until all have signed, then post the co-deed step.',
  context: ({ input }) => ({
    applicationUuid: input.applicationUuid,
    signers: [],
    error: null,
    inviteError: null,
    invitesSent: 0,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadSigners',
        input: ({ context }) => ({ applicationUuid: context.applicationUuid }),
        onDone: {
          target: 'ready',
          actions: { type: 'storeSigners', params: ({ event }) => ({ signers: event.output }) },
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: {
      on: { RETRY: { target: 'loading', actions: 'clearError' } },
    },
    ready: {
      description:
        'The signers and the invite form; the list refreshes while someone has not signed.',
      initial: 'watching',
      on: {
        INVITE: { target: 'inviting', actions: 'clearInviteError' },
        CONTINUE: { guard: 'allSigned', target: 'completing', actions: 'clearError' },
      },
      states: {
        watching: {
          after: { SIGNER_POLL_DELAY: { guard: 'someUnsigned', target: 'refreshing' } },
        },
        refreshing: {
          invoke: {
            src: 'loadSigners',
            input: ({ context }) => ({ applicationUuid: context.applicationUuid }),
            onDone: {
              target: 'watching',
              actions: { type: 'storeSigners', params: ({ event }) => ({ signers: event.output }) },
            },
            // Why: a missed refresh is not worth an error: the list stays, the next one follows.
            onError: { target: 'watching' },
          },
        },
      },
    },
    inviting: {
      tags: ['busy'],
      invoke: {
        src: 'inviteSigner',
        input: ({ context, event }) => ({
          applicationUuid: context.applicationUuid,
          values:
            event.type === 'INVITE' ? event.values : { firstName: '', lastName: '', email: '' },
        }),
        onDone: {
          target: 'ready',
          actions: { type: 'addInvitedSigner', params: ({ event }) => ({ signer: event.output }) },
        },
        onError: {
          target: 'ready',
          actions: { type: 'storeInviteError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    completing: {
      tags: ['busy'],
      invoke: {
        src: 'completeStep',
        input: ({ context }) => ({ applicationUuid: context.applicationUuid }),
        onDone: { target: 'done' },
        onError: {
          target: 'completeFailed',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    completeFailed: {
      on: { RETRY: { target: 'completing', actions: 'clearError' } },
    },
    done: { type: 'final', entry: 'stepCompleted' },
  },
});

export type CoDeedMachine = typeof coDeedMachine;
