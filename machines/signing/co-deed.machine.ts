/**
 * The additional signers of a co-deed (signing/additional, journey step `co-deed`): list them,
 * invite more, watch until every one has signed, then post the step.
 *
 * - The list is read again every SIGNER_POLL_DELAY while someone has not signed (the signers sign
 *   in their own flow, in their own time). A failed re-read keeps the list and backs off (1 s, 2 s,
 *   4 s, 8 s: the spec's retry helper); the 5th failure in a row, or a 400 (spec §8: co-deed
 *   status is not retried on 400), stops the reads with a message and Try again (RETRY). A read
 *   that answers resets the count. While the page is hidden nothing is read; it reads at once
 *   when the page shows again (issue 17, part 8).
 * - INVITE (values the form validated) adds a signer; a refusal (e.g. already invited) is shown
 *   with the form kept.
 * - CONTINUE is answered only when every signer has signed; a failed step post is retried alone.
 */
import { assign, fromPromise, setup } from 'xstate';
import { isApiError } from '../../src/api/errors';
import { newIdempotencyKey } from '../../src/api/idempotency';
import type { CoDeedSigner } from '../../src/api/signing';
import { backoffDelay, isLastAttempt } from '../../src/domain/backoff';
import { allSigned, type InviteValues } from '../../src/domain/signing';
import { pageVisibilityEvents, type PageVisibilityEvent } from '../connectivity/visibility.actors';
import { isRefusal } from '../idempotency';
import { sameValues } from '../step-screen/step-screen.values';

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
  /** Re-reads of the list that failed in a row (backoff and cap); 0 after one that answered. */
  pollFailures: number;
  /**
   * The invitation being sent and its Idempotency-Key (issue 17): an INVITE of the same person
   * again after a failure that was not a refusal keeps the key (the lender may have sent the
   * e-mail); another person, or after a refusal or a success, gets a new one.
   */
  invite: { values: InviteValues; key: string } | null;
  /** The co-deed step post's key, reused by RETRY. */
  completeKey: string;
}

export type CoDeedEvent =
  | { type: 'INVITE'; values: InviteValues }
  | { type: 'CONTINUE' }
  | { type: 'RETRY' }
  | PageVisibilityEvent;

export interface CoDeedCallInput {
  applicationUuid: string;
}

export interface InviteInput extends CoDeedCallInput {
  values: InviteValues;
  idempotencyKey: string;
}

export interface CompleteInput extends CoDeedCallInput {
  idempotencyKey: string;
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
    completeStep: fromPromise<unknown, CompleteInput>(async () => notProvided('completeStep')),
    /** PAGE.HIDDEN / PAGE.VISIBLE from the document (nothing in node). */
    pageVisibility: pageVisibilityEvents,
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
    /** An INVITE: the same person as the pending invitation keeps its key; else a new one. */
    keyInvite: assign(({ context }, params: { values: InviteValues }) => ({
      invite:
        context.invite && sameValues(context.invite.values, params.values)
          ? context.invite
          : { values: params.values, key: newIdempotencyKey() },
    })),
    /** The invitation answered, or was refused: the next one is a new write. */
    forgetInvite: assign({ invite: null }),
    countPollFailure: assign({ pollFailures: ({ context }) => context.pollFailures + 1 }),
    resetPollFailures: assign({ pollFailures: 0 }),
  },
  guards: {
    allSigned: ({ context }) => allSigned(context.signers),
    someUnsigned: ({ context }) => !allSigned(context.signers),
    /** This failed re-read is the 5th in a row (spec §9: 5 attempts): stop reading. */
    lastPollAttempt: ({ context }) => isLastAttempt(context.pollFailures),
    /** Spec §8: co-deed status is not retried on 400 (asking again cannot change the answer). */
    /** The lender refused the invitation itself (a 4xx): its key is spent. */
    inviteRefused: (_, params: { error: unknown }) => isRefusal(params.error),
    refusedWith400: (_, params: { error: unknown }) =>
      isApiError(params.error) && params.error.kind === 'http' && params.error.status === 400,
  },
  delays: {
    // Signers take minutes to sign, not seconds: every 5 s keeps the list current without
    // hammering the lender, and the borrower sees "Signed" soon after it happens.
    SIGNER_POLL_DELAY: 5000,
    // After a failed re-read: 1 s, 2 s, 4 s, 8 s (spec §9's retry helper, src/domain/backoff.ts),
    // so a lender that is briefly down is asked again soon, and one that stays down less often.
    POLL_BACKOFF: ({ context }) => backoffDelay(context.pollFailures),
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
    pollFailures: 0,
    invite: null,
    completeKey: newIdempotencyKey(),
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
        'The signers and the invite form; the list refreshes while someone has not signed, and waits while the page is hidden.',
      initial: 'watching',
      // Why: each return to the list (after an invitation) starts a new watch, with a new count.
      entry: 'resetPollFailures',
      invoke: { src: 'pageVisibility' },
      on: {
        INVITE: {
          target: 'inviting',
          actions: [
            'clearInviteError',
            { type: 'keyInvite', params: ({ event }) => ({ values: event.values }) },
          ],
        },
        CONTINUE: { guard: 'allSigned', target: 'completing', actions: 'clearError' },
      },
      states: {
        watching: {
          after: { SIGNER_POLL_DELAY: { guard: 'someUnsigned', target: 'refreshing' } },
          on: { 'PAGE.HIDDEN': 'hidden' },
        },
        refreshing: {
          // Why: no read for a tab nobody sees; leaving aborts the one under way.
          on: { 'PAGE.HIDDEN': 'hidden' },
          invoke: {
            src: 'loadSigners',
            input: ({ context }) => ({ applicationUuid: context.applicationUuid }),
            onDone: {
              target: 'watching',
              actions: [
                { type: 'storeSigners', params: ({ event }) => ({ signers: event.output }) },
                'resetPollFailures',
              ],
            },
            onError: [
              {
                guard: { type: 'refusedWith400', params: ({ event }) => ({ error: event.error }) },
                target: 'stopped',
                actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
              },
              {
                guard: 'lastPollAttempt',
                target: 'stopped',
                actions: [
                  'countPollFailure',
                  { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
                ],
              },
              // Why: a missed refresh is not worth an error yet: the list stays, a read follows.
              { target: 'backingOff', actions: 'countPollFailure' },
            ],
          },
        },
        backingOff: {
          description: 'A re-read failed: wait 1, 2, 4 then 8 s before the next one.',
          after: { POLL_BACKOFF: 'refreshing' },
          on: { 'PAGE.HIDDEN': 'hidden' },
        },
        hidden: {
          description: 'The page is hidden: no reads until it shows again, then one at once.',
          on: {
            'PAGE.VISIBLE': [
              { guard: 'someUnsigned', target: 'refreshing' },
              { target: 'watching' },
            ],
          },
        },
        stopped: {
          description:
            'The re-reads failed 5 times in a row (or answered 400): the list may be out of date; Try again.',
          on: {
            RETRY: { target: 'refreshing', actions: ['resetPollFailures', 'clearError'] },
          },
        },
      },
    },
    inviting: {
      tags: ['busy'],
      invoke: {
        src: 'inviteSigner',
        input: ({ context }) => ({
          applicationUuid: context.applicationUuid,
          values: context.invite?.values ?? { firstName: '', lastName: '', email: '' },
          idempotencyKey: context.invite?.key ?? '',
        }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'addInvitedSigner', params: ({ event }) => ({ signer: event.output }) },
            'forgetInvite',
          ],
        },
        onError: [
          {
            guard: { type: 'inviteRefused', params: ({ event }) => ({ error: event.error }) },
            target: 'ready',
            actions: [
              { type: 'storeInviteError', params: ({ event }) => ({ error: event.error }) },
              'forgetInvite',
            ],
          },
          {
            // Why: the key stays; the lender may have sent the invitation.
            target: 'ready',
            actions: { type: 'storeInviteError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    completing: {
      tags: ['busy'],
      invoke: {
        src: 'completeStep',
        input: ({ context }) => ({
          applicationUuid: context.applicationUuid,
          idempotencyKey: context.completeKey,
        }),
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
