/**
 * The income-link flow's calls: typed promise actors that forward the abort signal, and the
 * income provider (the port in src/api/incomeProvider.ts) the app was given.
 */
import { fromPromise } from 'xstate';
import { createHostedIncomeProvider } from '../../src/api/hostedIncomeProvider';
import type { IncomeProvider, IncomeProviderResult } from '../../src/api/incomeProvider';
import {
  completeIncomeLink,
  createIncomeLinkSession,
  getIncomeLinkSession,
  type IncomeLinkSession,
} from '../../src/api/incomeVerification';

export interface CreateSessionInput {
  applicationUuid: string;
  type: string;
  sourceId: string;
  returnUrl: string;
}

export interface OpenProviderInput {
  session: IncomeLinkSession;
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

/**
 * Production's income provider: its hosted page, reached through the app's navigation guard
 * (`navigateTo` answers whether it left).
 */
export function productionIncomeProvider(navigateTo: (url: string) => boolean): IncomeProvider {
  return createHostedIncomeProvider(navigateTo);
}

/** The income provider port as the machine's `openProvider` actor. */
export function openIncomeProvider(provider: IncomeProvider) {
  return fromPromise<IncomeProviderResult, OpenProviderInput>(({ input, signal }) =>
    provider.open(input.session, { signal }),
  );
}

/** The chart's calls, over the income provider the entry point chose. */
export function incomeLinkActors(provider: IncomeProvider) {
  return {
    createSession: fromPromise<IncomeLinkSession, CreateSessionInput>(({ input, signal }) =>
      createIncomeLinkSession(
        input.applicationUuid,
        { type: input.type, sourceId: input.sourceId, returnUrl: input.returnUrl },
        { signal },
      ),
    ),
    openProvider: openIncomeProvider(provider),
    completeLink: fromPromise<IncomeLinkSession, CompleteLinkInput>(({ input, signal }) =>
      completeIncomeLink(input.applicationUuid, input.sessionId, input.code, { signal }),
    ),
    checkSession: fromPromise<IncomeLinkSession, CheckSessionInput>(({ input, signal }) =>
      getIncomeLinkSession(input.applicationUuid, input.sessionId, { signal }),
    ),
  };
}
