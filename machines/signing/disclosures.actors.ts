/**
 * The disclosures chart's calls (document/disclosures): the ESIGN consent (read; saved with the
 * consent text's version), then the disclosures package with its files. Every call forwards the
 * abort signal.
 */
import { fromPromise } from 'xstate';
import { getEConsent, saveEConsent } from '../../src/api/signing';
import { E_CONSENT_VERSION } from '../../src/domain/signing';
import type { DisclosuresCallInput } from './disclosures.machine';
import { loadPackage } from './signing.actors';
import type { LoadedDocument } from './signing.machine';

/** What the lender receives when the borrower agrees: accepted, and which consent text. */
export const E_CONSENT_BODY = { accepted: true, version: E_CONSENT_VERSION } as const;

export const disclosuresActors = {
  loadConsent: fromPromise<{ consented: boolean }, DisclosuresCallInput>(({ input, signal }) =>
    getEConsent(input.applicationUuid, { signal }),
  ),
  saveConsent: fromPromise<unknown, DisclosuresCallInput>(({ input, signal }) =>
    saveEConsent(input.applicationUuid, E_CONSENT_BODY, { signal }),
  ),
  loadDocuments: fromPromise<LoadedDocument[], DisclosuresCallInput>(
    async ({ input, signal }) =>
      (await loadPackage(input.applicationUuid, 'disclosures', { signal })).documents,
  ),
};
