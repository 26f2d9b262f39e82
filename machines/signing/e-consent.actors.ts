/**
 * The borrower's ESIGN consent calls (the e-consent gate, and the same states in the signing and
 * disclosures charts): read it; save it with the consent text's version and the idempotency key
 * the chart keeps. Every call forwards the abort signal.
 */
import { fromPromise } from 'xstate';
import { getEConsent, saveEConsent } from '../../src/api/signing';
import { E_CONSENT_VERSION } from '../../src/domain/signing';
import type { EConsentCallInput, SaveConsentInput } from './e-consent.machine';

/** What the lender receives when the borrower agrees: accepted, and which consent text. */
export const E_CONSENT_BODY = { accepted: true, version: E_CONSENT_VERSION } as const;

export const eConsentActors = {
  loadConsent: fromPromise<{ consented: boolean }, EConsentCallInput>(({ input, signal }) =>
    getEConsent(input.applicationUuid, { signal }),
  ),
  saveConsent: fromPromise<unknown, SaveConsentInput>(({ input, signal }) =>
    saveEConsent(input.applicationUuid, E_CONSENT_BODY, {
      signal,
      idempotencyKey: input.idempotencyKey,
    }),
  ),
};
