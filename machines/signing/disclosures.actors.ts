/**
 * The disclosures chart's calls (document/disclosures): the ESIGN consent (read; saved with the
 * consent text's version and the chart's idempotency key: e-consent.actors.ts), then the
 * disclosures package with its files. Every call forwards the abort signal.
 */
import { fromPromise } from 'xstate';
import type { DisclosuresCallInput } from './disclosures.machine';
import { eConsentActors } from './e-consent.actors';
import { loadPackage } from './signing.actors';
import type { LoadedDocument } from './signing.machine';

export const disclosuresActors = {
  ...eConsentActors,
  loadDocuments: fromPromise<LoadedDocument[], DisclosuresCallInput>(
    async ({ input, signal }) =>
      (await loadPackage(input.applicationUuid, 'disclosures', { signal })).documents,
  ),
};
