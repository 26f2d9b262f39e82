/**
 * The real actors of the signer login machine, over the lender's API. The page wires them with
 * `signerLoginMachine.provide({ actors: signerLoginActors })`; leaving the page cancels a read.
 */
import { fromPromise } from 'xstate';
import { createSignerPassword, getSignerInvitation } from '../../src/api/signer';
import type { SignerInvitation } from './signer-login.types';

/** GET …/co-deed/invitations/{token} (external); no token, no invitation. */
export const readInvitation = fromPromise<SignerInvitation | null, { token: string | null }>(
  ({ input, signal }) =>
    input.token ? getSignerInvitation(input.token, { signal }) : Promise.resolve(null),
);

/** POST …/co-deed/invitations/{token}/password (legacy auth): keeps the answered token. */
export const createPassword = fromPromise<void, { token: string; password: string }>(
  ({ input, signal }) => createSignerPassword(input.token, input.password, { signal }),
);

export const signerLoginActors = { readInvitation, createPassword };
