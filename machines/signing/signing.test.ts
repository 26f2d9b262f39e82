import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../src/api/errors';
import { LocationError, type SigningPosition } from '../../src/domain/signing';
import { testMachineReachability } from '../testing/model';
import type { SaveConsentInput } from './e-consent.machine';
import {
  signingMachine,
  type CompleteSigningInput,
  type LoadedDocument,
  type SignDocumentInput,
} from './signing.machine';
import { selectSigningView } from './signing.select';

const UUID = 'a0000000-0000-4000-8000-000000000001';
const HERE: SigningPosition = { latitude: 38.58, longitude: -121.49, accuracy: 20 };

function doc(documentUuid: string, signedAt: string | null = null): LoadedDocument {
  return {
    documentUuid,
    title: documentUuid,
    description: null,
    pageCount: 3,
    requiresSignature: true,
    signedAt,
    content: 'JVBERi0=',
  };
}

const httpError = (message: string) =>
  new ApiError({ kind: 'http', message, url: '/x', status: 500 });

interface Options {
  /** The lender has the ESIGN consent already (default true). */
  consented?: boolean;
  /** Consent saves that fail, by call number (1-based). */
  failConsent?: number[];
  documents?: LoadedDocument[];
  locate?: Array<'ok' | 'denied' | 'unavailable'>;
  /** Signature calls that fail, by call number (1-based). */
  failSign?: number[];
  failComplete?: number;
}

function flow(options: Options = {}) {
  const calls = {
    loadConsent: 0,
    saveConsent: [] as SaveConsentInput[],
    loadDocuments: 0,
    locate: 0,
    sign: [] as SignDocumentInput[],
    complete: [] as CompleteSigningInput[],
    stepCompleted: 0,
  };
  const machine = signingMachine.provide({
    actors: {
      loadConsent: fromPromise(async () => {
        calls.loadConsent += 1;
        return { consented: options.consented ?? true };
      }),
      saveConsent: fromPromise<unknown, SaveConsentInput>(async ({ input }) => {
        calls.saveConsent.push(input);
        if (options.failConsent?.includes(calls.saveConsent.length)) throw httpError('Not saved');
        return { consented: true };
      }),
      loadDocuments: fromPromise(async () => {
        calls.loadDocuments += 1;
        return options.documents ?? [doc('a'), doc('b')];
      }),
      locate: fromPromise<SigningPosition, void>(async () => {
        const outcome = options.locate?.[calls.locate] ?? 'ok';
        calls.locate += 1;
        if (outcome !== 'ok') throw new LocationError(outcome);
        return HERE;
      }),
      signDocument: fromPromise<unknown, SignDocumentInput>(async ({ input }) => {
        calls.sign.push(input);
        if (options.failSign?.includes(calls.sign.length)) throw httpError('Signing is down');
        return { documentUuid: input.documentUuid, signedAt: 'now' };
      }),
      completeStep: fromPromise<unknown, CompleteSigningInput>(async ({ input }) => {
        calls.complete.push(input);
        if (calls.complete.length <= (options.failComplete ?? 0)) throw httpError('Step failed');
        return null;
      }),
    },
    actions: { stepCompleted: () => void (calls.stepCompleted += 1) },
  });
  const actor = createActor(machine, { input: { applicationUuid: UUID } }).start();
  const view = () => selectSigningView(actor.getSnapshot());
  const settle = (phase: string) => waitFor(actor, () => view().phase === phase);
  const readAndAgree = (...uuids: string[]) => {
    for (const documentUuid of uuids) {
      actor.send({ type: 'DOCUMENT.READ', documentUuid });
      actor.send({ type: 'DOCUMENT.AGREE', documentUuid });
    }
  };
  return { actor, calls, view, settle, readAndAgree };
}

const KEY = expect.any(String);

describe('signing: the e-consent gate (ESIGN)', () => {
  it('asks for the consent first and reads no document before it is recorded', async () => {
    const s = flow({ consented: false });
    await s.settle('consentNeeded');
    expect(s.view()).toMatchObject({ askingConsent: true, documents: [], canSign: false });
    expect(s.calls.loadDocuments).toBe(0);
    // Nothing but the consent is answered meanwhile.
    s.actor.send({ type: 'DOCUMENT.READ', documentUuid: 'a' });
    s.actor.send({ type: 'SIGN' });
    expect(s.view().phase).toBe('consentNeeded');
    s.actor.send({ type: 'ACCEPT' });
    await s.settle('reviewing');
    expect(s.calls.saveConsent).toEqual([{ applicationUuid: UUID, idempotencyKey: KEY }]);
    expect(s.calls.loadDocuments).toBe(1);
  });

  it('goes straight to the documents when the consent was given before', async () => {
    const s = flow();
    await s.settle('reviewing');
    expect(s.calls).toMatchObject({ loadConsent: 1, saveConsent: [], loadDocuments: 1 });
  });

  it('a failed consent keeps the form with the error; agreeing again sends the same key', async () => {
    const s = flow({ consented: false, failConsent: [1] });
    await s.settle('consentNeeded');
    s.actor.send({ type: 'ACCEPT' });
    await waitFor(s.actor, () => s.view().errorMessage === 'Not saved');
    expect(s.view()).toMatchObject({ phase: 'consentNeeded', askingConsent: true });
    expect(s.calls.loadDocuments).toBe(0);
    s.actor.send({ type: 'ACCEPT' });
    await s.settle('reviewing');
    const [first, second] = s.calls.saveConsent;
    expect(first!.idempotencyKey).toMatch(/\S{16,}/u);
    expect(second!.idempotencyKey).toBe(first!.idempotencyKey);
  });

  it('each signature has its own key, kept for its retry', async () => {
    const s = flow({ failSign: [2] });
    await s.settle('reviewing');
    s.readAndAgree('a', 'b');
    s.actor.send({ type: 'SIGN' });
    await s.settle('signFailed');
    s.actor.send({ type: 'RETRY' });
    await s.settle('done');
    const [a, b, bAgain] = s.calls.sign.map((call) => call.idempotencyKey);
    expect(a).not.toBe(b);
    expect(bAgain).toBe(b);
  });

  it('a new signing flow (a new action) makes new keys', async () => {
    const keysOf = async () => {
      const s = flow();
      await s.settle('reviewing');
      s.readAndAgree('a', 'b');
      s.actor.send({ type: 'SIGN' });
      await s.settle('done');
      return s.calls.sign.map((call) => call.idempotencyKey);
    };
    const first = await keysOf();
    const second = await keysOf();
    expect(second.some((key) => first.includes(key))).toBe(false);
  });
});

describe('signing: reading before agreeing', () => {
  it('answers "I agree" only for a document read to its end, and Sign only when all agreed', async () => {
    const s = flow();
    await s.settle('reviewing');
    expect(s.view().documents.map((d) => d.canAgree)).toEqual([false, false]);
    s.actor.send({ type: 'DOCUMENT.AGREE', documentUuid: 'a' });
    expect(s.view().documents[0]).toMatchObject({ agreed: false, canAgree: false });
    s.actor.send({ type: 'DOCUMENT.READ', documentUuid: 'a' });
    expect(s.view().documents[0]).toMatchObject({ read: true, canAgree: true });
    s.actor.send({ type: 'DOCUMENT.AGREE', documentUuid: 'a' });
    expect(s.view().canSign).toBe(false);
    s.readAndAgree('b');
    expect(s.view().canSign).toBe(true);
  });

  it('ignores a document it does not know', async () => {
    const s = flow();
    await s.settle('reviewing');
    s.actor.send({ type: 'DOCUMENT.READ', documentUuid: 'zzz' });
    expect(s.actor.getSnapshot().context.read).toEqual([]);
  });
});

describe('signing: location, signatures and the step', () => {
  it('asks for the location, signs each document once with it, then posts sign-note', async () => {
    const s = flow();
    await s.settle('reviewing');
    s.readAndAgree('a', 'b');
    s.actor.send({ type: 'SIGN' });
    await s.settle('done');
    expect(s.calls.locate).toBe(1);
    expect(s.calls.sign).toEqual([
      { applicationUuid: UUID, documentUuid: 'a', position: HERE, idempotencyKey: KEY },
      { applicationUuid: UUID, documentUuid: 'b', position: HERE, idempotencyKey: KEY },
    ]);
    expect(s.calls.complete).toEqual([{ applicationUuid: UUID, documentUuids: ['a', 'b'] }]);
    expect(s.calls.stepCompleted).toBe(1);
  });

  it('shows the location alert when it is denied, and Try again asks again', async () => {
    const s = flow({ locate: ['denied', 'unavailable', 'ok'] });
    await s.settle('reviewing');
    s.readAndAgree('a', 'b');
    s.actor.send({ type: 'SIGN' });
    await s.settle('locationNeeded');
    expect(s.view()).toMatchObject({ locationFailure: 'denied', canRetry: true });
    expect(s.calls.sign).toHaveLength(0);
    s.actor.send({ type: 'RETRY' });
    await waitFor(s.actor, () => s.calls.locate === 2 && s.view().phase === 'locationNeeded');
    expect(s.view().locationFailure).toBe('unavailable');
    s.actor.send({ type: 'RETRY' });
    await s.settle('done');
    expect(s.calls.sign).toHaveLength(2);
  });

  it('a failed signature is retried without signing the signed documents again', async () => {
    const s = flow({ failSign: [2] });
    await s.settle('reviewing');
    s.readAndAgree('a', 'b');
    s.actor.send({ type: 'SIGN' });
    await s.settle('signFailed');
    expect(s.view()).toMatchObject({ errorMessage: 'Signing is down', signedCount: 1 });
    s.actor.send({ type: 'RETRY' });
    await s.settle('done');
    expect(s.calls.sign.map((call) => call.documentUuid)).toEqual(['a', 'b', 'b']);
    expect(s.calls.locate).toBe(1);
  });

  it('a failed step post is retried alone', async () => {
    const s = flow({ failComplete: 1 });
    await s.settle('reviewing');
    s.readAndAgree('a', 'b');
    s.actor.send({ type: 'SIGN' });
    await s.settle('completeFailed');
    s.actor.send({ type: 'RETRY' });
    await s.settle('done');
    expect(s.calls.sign).toHaveLength(2);
    expect(s.calls.complete).toHaveLength(2);
  });

  it('documents signed before (a reload) count as read, agreed and signed', async () => {
    const s = flow({ documents: [doc('a', '2026-01-01T00:00:00Z'), doc('b')] });
    await s.settle('reviewing');
    expect(s.view().documents[0]).toMatchObject({ signed: true, agreed: true });
    s.readAndAgree('b');
    s.actor.send({ type: 'SIGN' });
    await s.settle('done');
    expect(s.calls.sign.map((call) => call.documentUuid)).toEqual(['b']);
  });
});

describe('signing: graph paths', () => {
  testMachineReachability(signingMachine, {
    input: { applicationUuid: UUID },
    // A transient choice (always): never a resting state, taken on every path through signing.
    unreachable: ['signing.signing.next'],
    events: [
      { type: 'xstate.done.actor.0.signing.checkingConsent', output: { consented: true } },
      { type: 'xstate.done.actor.0.signing.checkingConsent', output: { consented: false } },
      { type: 'xstate.error.actor.0.signing.checkingConsent', error: httpError('x') },
      { type: 'xstate.done.actor.0.signing.savingConsent', output: {} },
      { type: 'xstate.error.actor.0.signing.savingConsent', error: httpError('x') },
      { type: 'xstate.done.actor.0.signing.loading', output: [doc('a')] },
      { type: 'xstate.error.actor.0.signing.loading', error: httpError('x') },
      { type: 'DOCUMENT.READ', documentUuid: 'a' },
      { type: 'DOCUMENT.AGREE', documentUuid: 'a' },
      { type: 'xstate.done.actor.0.signing.locating', output: HERE },
      { type: 'xstate.error.actor.0.signing.locating', error: new LocationError('denied') },
      { type: 'xstate.done.actor.0.signing.signing.signingOne', output: {} },
      { type: 'xstate.error.actor.0.signing.signing.signingOne', error: httpError('x') },
      { type: 'xstate.done.actor.0.signing.completing', output: null },
      { type: 'xstate.error.actor.0.signing.completing', error: httpError('x') },
    ],
  });
});
