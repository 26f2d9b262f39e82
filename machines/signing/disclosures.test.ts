import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../src/api/errors';
import { testMachineReachability } from '../testing/model';
import { disclosuresMachine } from './disclosures.machine';
import type { SaveConsentInput } from './e-consent.machine';
import type { LoadedDocument } from './signing.machine';

const UUID = 'a0000000-0000-4000-8000-000000000001';
const DOC: LoadedDocument = {
  documentUuid: 'privacy-notice',
  title: 'Privacy Notice',
  description: null,
  pageCount: 2,
  requiresSignature: false,
  signedAt: null,
  content: 'JVBERi0=',
};
const httpError = (message: string) =>
  new ApiError({ kind: 'http', message, url: '/x', status: 500 });

function disclosures(consented: boolean, { failSave = 0 } = {}) {
  const calls = { save: 0, documents: 0, keys: [] as string[] };
  const machine = disclosuresMachine.provide({
    actors: {
      loadConsent: fromPromise(async () => ({ consented })),
      saveConsent: fromPromise<unknown, SaveConsentInput>(async ({ input }) => {
        calls.save += 1;
        calls.keys.push(input.idempotencyKey);
        if (calls.save <= failSave) throw httpError('Consent failed');
        return null;
      }),
      loadDocuments: fromPromise(async () => {
        calls.documents += 1;
        return [DOC];
      }),
    },
  });
  const actor = createActor(machine, { input: { applicationUuid: UUID } }).start();
  return { actor, calls };
}

describe('disclosures', () => {
  it('asks for the e-consent before loading any document', async () => {
    const d = disclosures(false);
    await waitFor(d.actor, (snap) => snap.matches('consentNeeded'));
    expect(d.calls.documents).toBe(0);
    d.actor.send({ type: 'ACCEPT' });
    await waitFor(d.actor, (snap) => snap.matches('reading'));
    expect(d.calls).toMatchObject({ save: 1, documents: 1 });
    expect(d.actor.getSnapshot().context.documents).toEqual([DOC]);
  });

  it('goes straight to the documents when the consent was given before', async () => {
    const d = disclosures(true);
    await waitFor(d.actor, (snap) => snap.matches('reading'));
    expect(d.calls.save).toBe(0);
  });

  it('a failed consent keeps the form with the error; agreeing again sends the same key', async () => {
    const d = disclosures(false, { failSave: 1 });
    await waitFor(d.actor, (snap) => snap.matches('consentNeeded'));
    d.actor.send({ type: 'ACCEPT' });
    await waitFor(d.actor, (snap) => snap.matches('consentNeeded') && snap.context.error !== null);
    expect(d.calls.documents).toBe(0);
    d.actor.send({ type: 'ACCEPT' });
    await waitFor(d.actor, (snap) => snap.matches('reading'));
    expect(d.calls.keys).toHaveLength(2);
    expect(d.calls.keys[0]).toMatch(/\S{16,}/u);
    expect(d.calls.keys[1]).toBe(d.calls.keys[0]);
  });

  it('another page (a new consent action) sends a new key', async () => {
    const first = disclosures(false);
    const second = disclosures(false);
    for (const d of [first, second]) {
      await waitFor(d.actor, (snap) => snap.matches('consentNeeded'));
      d.actor.send({ type: 'ACCEPT' });
      await waitFor(d.actor, (snap) => snap.matches('reading'));
    }
    expect(first.calls.keys[0]).not.toBe(second.calls.keys[0]);
  });
});

describe('disclosures: graph paths', () => {
  testMachineReachability(disclosuresMachine, {
    input: { applicationUuid: UUID },
    events: [
      { type: 'xstate.done.actor.0.disclosures.loadingConsent', output: { consented: false } },
      { type: 'xstate.done.actor.0.disclosures.loadingConsent', output: { consented: true } },
      { type: 'xstate.error.actor.0.disclosures.loadingConsent', error: httpError('x') },
      { type: 'xstate.done.actor.0.disclosures.savingConsent', output: null },
      { type: 'xstate.error.actor.0.disclosures.savingConsent', error: httpError('x') },
      { type: 'xstate.done.actor.0.disclosures.loadingDocuments', output: [DOC] },
      { type: 'xstate.error.actor.0.disclosures.loadingDocuments', error: httpError('x') },
    ],
  });
});
