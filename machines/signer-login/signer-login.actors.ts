/**
 * The real actors of the signer login machine, over the lender's API. The page wires them with
 * `signerLoginMachine.provide({ actors: signerLoginActors })`; leaving the page cancels a read.
 */
import { fromPromise } from 'xstate';
import { isApiError } from '../../src/api/errors';
import { createSignerPassword, getSignerInvitation } from '../../src/api/signer';
import type { SignerInvitation } from './signer-login.types';

/**
 * GET …/co-deed/invitations/{token} (external); no token, no invitation. A token the lender does
 * not know (404: mistyped, cut short, from another lender) is no invitation either: reading it
 * again cannot help, so it leads to the login like a page opened without a link.
 */
export const readInvitation = fromPromise<SignerInvitation | null, { token: string | null }>(
  async ({ input, signal }) => {
    if (!input.token) return null;
    try {
      return await getSignerInvitation(input.token, { signal });
    } catch (error) {
      if (isApiError(error) && error.status === 404) return null;
      throw error;
    }
  },
);

/** POST …/co-deed/invitations/{token}/password (legacy auth): keeps the answered token. */
export const createPassword = fromPromise<void, { token: string; password: string }>(
  ({ input, signal }) => createSignerPassword(input.token, input.password, { signal }),
);

export const signerLoginActors = { readInvitation, createPassword };
