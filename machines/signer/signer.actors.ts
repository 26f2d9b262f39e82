/**
 * The real actor of the signer machine, over the lender's API. The app wires it with
 * `signerMachine.provide({ actors: signerActors })`. It forwards the abort signal: leaving the
 * signer pages (or a hidden tab pausing the poll) cancels the request in flight.
 */
import { fromPromise } from 'xstate';
import { getCoDeedStatus, type CoDeedStatus } from '../../src/api/application';

/** GET …/heloc/co-deed/status: the signer's application and their own progress. */
export const fetchStatus = fromPromise<CoDeedStatus>(({ signal }) => getCoDeedStatus({ signal }));

export const signerActors = { fetchStatus };
