/**
 * Signer login (heloc-signer/login, issue 12): read the sign-in link's invitation, then
 * - an expired link: "ask for a new invitation" (nothing else to do here);
 * - legacy auth and a good link: the co-owner creates their password in the app (the borrower's
 *   password rules and messages), is signed in and goes on to their pages;
 * - otherwise (hosted auth, a used link, no link): the login through the identity broker (the
 *   page's Log in button; on signer paths the query is stripped, shell §7).
 *
 * The chart names its implementations only; the app provides the actors (signer-login.actors.ts)
 * and the action that leaves the page (`signedIn`) with `machine.provide(...)`.
 */
import { assign, fromPromise, setup } from 'xstate';
import { isApiError } from '../../src/api/errors';
import { checkConfirmPassword, checkPassword } from '../../src/domain/validation/password';
import type {
  PasswordValues,
  SignerInvitation,
  SignerLoginContext,
  SignerLoginEvent,
  SignerLoginInput,
  SignerLoginTag,
} from './signer-login.types';

function notProvided(name: string): never {
  throw new Error(`signer-login: provide the "${name}" actor with machine.provide()`);
}

/** The spec's password messages for the typed values; empty when both are good. */
export function passwordErrors(values: PasswordValues): SignerLoginContext['fieldErrors'] {
  const errors: SignerLoginContext['fieldErrors'] = {};
  const password = checkPassword(values.password);
  if (password) errors.password = password;
  const confirm = checkConfirmPassword(values.confirmPassword, values.password);
  if (confirm) errors.confirmPassword = confirm;
  return errors;
}

export const signerLoginMachine = setup({
  types: {
    context: {} as SignerLoginContext,
    events: {} as SignerLoginEvent,
    input: {} as SignerLoginInput,
    tags: {} as SignerLoginTag,
  },
  actors: {
    readInvitation: fromPromise<SignerInvitation | null, { token: string | null }>(async () =>
      notProvided('readInvitation'),
    ),
    createPassword: fromPromise<void, { token: string; password: string }>(async () =>
      notProvided('createPassword'),
    ),
  },
  actions: {
    /** The app's: the session learns about the new token and the signer goes to their pages. */
    signedIn: () => {},
    storeInvitation: assign((_, params: { invitation: SignerInvitation | null }) => ({
      invitation: params.invitation,
      error: null,
    })),
    storeValues: assign(({ event }) => (event.type === 'CHANGE' ? { values: event.values } : {})),
    validate: assign(({ context }) => ({ fieldErrors: passwordErrors(context.values) })),
    // Error events are not in the machine's event union: the error comes in as params.
    storeError: assign((_, params: { error: unknown }) => ({ error: params.error })),
    clearError: assign({ error: null }),
  },
  guards: {
    expired: ({ context }) => context.invitation?.status === 'EXPIRED',
    /** Legacy auth with a link that is still good: the password is created here. */
    createsPasswordHere: ({ context }) =>
      context.authMode === 'legacy' &&
      context.token !== null &&
      context.invitation?.status === 'VALID',
    passwordValid: ({ context }) => Object.keys(passwordErrors(context.values)).length === 0,
    /** 409: the link was used or expired since it was read. */
    linkGone: (_, params: { error: unknown }) =>
      isApiError(params.error) && params.error.status === 409,
  },
}).createMachine({
  id: 'signerLogin',
  description:
    'The co-owner’s login: read the sign-in link, then the identity broker’s login, or (legacy auth) create a password here.',
  context: ({ input }) => ({
    token: input.token,
    authMode: input.authMode,
    invitation: null,
    values: { password: '', confirmPassword: '' },
    fieldErrors: {},
    error: null,
  }),
  initial: 'reading',
  states: {
    reading: {
      description: 'Reading the invitation behind the link (none without a token).',
      tags: ['busy'],
      invoke: {
        id: 'readInvitation',
        src: 'readInvitation',
        input: ({ context }) => ({ token: context.token }),
        onDone: {
          target: 'deciding',
          actions: {
            type: 'storeInvitation',
            params: ({ event }) => ({ invitation: event.output }),
          },
        },
        onError: {
          target: 'readFailed',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    readFailed: {
      description: 'The invitation could not be read: an error with Retry.',
      on: { RETRY: { target: 'reading', actions: 'clearError' } },
    },
    deciding: {
      always: [
        { guard: 'expired', target: 'expired' },
        { guard: 'createsPasswordHere', target: 'creatingPassword' },
        { target: 'login' },
      ],
    },
    expired: {
      description: 'The link has expired: ask the primary borrower for a new invitation.',
    },
    login: {
      description:
        'The identity broker’s login (the page’s Log in button sends LOGIN to the session).',
    },
    creatingPassword: {
      description: 'Legacy auth: the invited co-owner creates their password here.',
      initial: 'editing',
      states: {
        editing: {
          on: {
            CHANGE: { actions: 'storeValues' },
            SUBMIT: [
              { guard: 'passwordValid', target: 'saving', actions: ['validate', 'clearError'] },
              // Why: the typed values stay; the errors are shown and announced by the page.
              { actions: 'validate' },
            ],
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'createPassword',
            src: 'createPassword',
            input: ({ context }) => ({
              token: context.token ?? '',
              password: context.values.password,
            }),
            onDone: { target: '#signerLogin.signedIn' },
            onError: [
              // Why: the link is no longer good (used in another tab, or expired meanwhile): read
              // it again, which leads to the login or to "expired".
              {
                guard: { type: 'linkGone', params: ({ event }) => ({ error: event.error }) },
                target: '#signerLogin.reading',
                actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
              },
              // Nothing was created: the same values can be sent again.
              {
                target: 'editing',
                actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
        },
      },
    },
    signedIn: {
      type: 'final',
      description: 'Signed in with the new password: on to the signer’s pages.',
      entry: 'signedIn',
    },
  },
});

export type SignerLoginMachine = typeof signerLoginMachine;
