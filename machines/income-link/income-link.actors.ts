/** The income-link flow's calls: typed promise actors that forward the abort signal. */
import { fromPromise } from 'xstate';
import {
  completeIncomeLink,
  createIncomeLinkSession,
  getIncomeLinkSession,
  signInIncomeProvider,
  type IncomeLinkSession,
  type ProviderRedirect,
} from '../../src/api/incomeVerification';

export interface CreateSessionInput {
  applicationUuid: string;
  type: string;
  sourceId: string;
  returnUrl: string;
}

export interface SignInInput {
  sessionId: string;
  institution: string;
  username: string;
  password: string;
}

export interface CompleteLinkInput {
  applicationUuid: string;
  sessionId: string;
  code: string;
}

export interface CheckSessionInput {
  applicationUuid: string;
  sessionId: string;
}

export const incomeLinkActors = {
  createSession: fromPromise<IncomeLinkSession, CreateSessionInput>(({ input, signal }) =>
    createIncomeLinkSession(
      input.applicationUuid,
      { type: input.type, sourceId: input.sourceId, returnUrl: input.returnUrl },
      { signal },
    ),
  ),
  signIn: fromPromise<ProviderRedirect, SignInInput>(({ input, signal }) =>
    signInIncomeProvider(
      input.sessionId,
      { institution: input.institution, username: input.username, password: input.password },
      { signal },
    ),
  ),
  completeLink: fromPromise<IncomeLinkSession, CompleteLinkInput>(({ input, signal }) =>
    completeIncomeLink(input.applicationUuid, input.sessionId, input.code, { signal }),
  ),
  checkSession: fromPromise<IncomeLinkSession, CheckSessionInput>(({ input, signal }) =>
    getIncomeLinkSession(input.applicationUuid, input.sessionId, { signal }),
  ),
};
