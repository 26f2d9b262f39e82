import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { ApiError } from '../../src/api/errors';
import type {
  IdentityDocumentReference,
  IdentityVerification,
} from '../../src/api/identityVerification';
import { testMachineReachability } from '../testing/model';
import type {
  CompleteInput,
  IdImage,
  StartInput,
  StatusInput,
  UploadImagesInput,
} from './identity-verification.actors';
import { identityVerificationMachine, MAX_POLLS } from './identity-verification.machine';
import { selectIdentityView } from './identity-verification.select';

const UUID = 'a0000000-0000-4000-8000-000000000001';

const verification = (status: string): IdentityVerification => ({
  id: 'ver-1',
  status,
  idKind: 'DRIVERS_LICENSE',
});

const image = (name: string): IdImage => Object.assign(new Blob(['x']), { name });

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

interface Script {
  load?: () => IdentityVerification;
  upload?: (input: UploadImagesInput) => IdentityDocumentReference[];
  start?: () => IdentityVerification;
  /** Answers of the status reads, in order; the last repeats. */
  checks?: Array<() => IdentityVerification>;
  complete?: () => unknown;
}

function flow(script: Script = {}) {
  const clock = new SimulatedClock();
  const calls = { load: 0, upload: 0, start: 0, check: 0, complete: 0, stepCompleted: 0 };
  const seen: { uploads: UploadImagesInput[]; starts: StartInput[]; completes: CompleteInput[] } = {
    uploads: [],
    starts: [],
    completes: [],
  };
  const machine = identityVerificationMachine.provide({
    actors: {
      loadStatus: fromPromise<IdentityVerification, StatusInput>(async () => {
        calls.load += 1;
        return (script.load ?? (() => ({ id: null, status: 'NOT_STARTED', idKind: null })))();
      }),
      uploadImages: fromPromise<IdentityDocumentReference[], UploadImagesInput>(
        async ({ input }) => {
          calls.upload += 1;
          seen.uploads.push(input);
          return (
            script.upload ??
            (() => [{ side: 'FRONT' as const, documentId: 'doc-1', fileName: 'front.png' }])
          )(input);
        },
      ),
      startVerification: fromPromise<IdentityVerification, StartInput>(async ({ input }) => {
        calls.start += 1;
        seen.starts.push(input);
        return (script.start ?? (() => verification('IN_PROGRESS')))();
      }),
      checkStatus: fromPromise<IdentityVerification, StatusInput>(async () => {
        const answers = script.checks ?? [() => verification('VERIFIED')];
        const answer = answers[Math.min(calls.check, answers.length - 1)]!;
        calls.check += 1;
        return answer();
      }),
      completeStep: fromPromise<unknown, CompleteInput>(async ({ input }) => {
        calls.complete += 1;
        seen.completes.push(input);
        return (script.complete ?? (() => null))();
      }),
    },
    actions: { stepCompleted: () => (calls.stepCompleted += 1) },
  });
  const actor = createActor(machine, { clock, input: { applicationUuid: UUID } }).start();
  return {
    actor,
    calls,
    seen,
    view: () => selectIdentityView(actor.getSnapshot()),
    submit(back: IdImage | null = null) {
      actor.send({ type: 'SUBMIT', idKind: 'DRIVERS_LICENSE', front: image('front.png'), back });
    },
    async advance(ms: number) {
      clock.increment(ms);
      await flush();
    },
  };
}

describe('identity verification: VERIFIED', () => {
  it('uploads, starts, polls every 3 s, then posts the step once with the verification id', async () => {
    const f = flow({ checks: [() => verification('IN_PROGRESS'), () => verification('VERIFIED')] });
    await waitFor(f.actor, (s) => s.matches('choosing'));
    expect(f.view().phase).toBe('form');
    f.submit(image('back.png'));
    await waitFor(f.actor, (s) => s.matches('verifying'));
    expect(f.seen.uploads[0]).toMatchObject({
      front: { name: 'front.png' },
      back: { name: 'back.png' },
    });
    expect(f.seen.starts[0]).toMatchObject({ idKind: 'DRIVERS_LICENSE' });
    expect(f.view().phase).toBe('verifying');
    await f.advance(2999);
    expect(f.calls.check).toBe(0);
    await f.advance(1);
    expect(f.calls.check).toBe(1);
    await f.advance(3000);
    await waitFor(f.actor, (s) => s.status === 'done');
    expect(f.seen.completes).toEqual([{ applicationUuid: UUID, verificationId: 'ver-1' }]);
    expect(f.calls).toMatchObject({ upload: 1, start: 1, complete: 1, stepCompleted: 1 });
  });

  it('resumes a verification that is already VERIFIED by posting the step', async () => {
    const f = flow({ load: () => verification('VERIFIED') });
    await waitFor(f.actor, (s) => s.status === 'done');
    expect(f.calls).toMatchObject({ upload: 0, complete: 1, stepCompleted: 1 });
  });

  it('retries a failed step post without uploading or verifying again', async () => {
    let fail = true;
    const f = flow({
      start: () => verification('VERIFIED'),
      complete: () => {
        if (fail) throw new ApiError({ kind: 'http', status: 500, url: '/x', message: 'Down' });
        return null;
      },
    });
    await waitFor(f.actor, (s) => s.matches('choosing'));
    f.submit();
    await waitFor(f.actor, (s) => s.matches('completeFailed'));
    expect(f.view()).toMatchObject({
      phase: 'verified',
      completeFailed: true,
      errorMessage: 'Down',
    });
    fail = false;
    f.actor.send({ type: 'RETRY' });
    await waitFor(f.actor, (s) => s.status === 'done');
    expect(f.calls).toMatchObject({ upload: 1, start: 1, complete: 2, stepCompleted: 1 });
  });
});

describe('identity verification: other outcomes', () => {
  it('FAILED_VERIFICATION says so; Try again goes back to the form for another image', async () => {
    const f = flow({ checks: [() => verification('FAILED_VERIFICATION')] });
    await waitFor(f.actor, (s) => s.matches('choosing'));
    f.submit();
    await waitFor(f.actor, (s) => s.matches('verifying'));
    await f.advance(3000);
    expect(f.view().phase).toBe('failed');
    f.actor.send({ type: 'TRY_AGAIN' });
    expect(f.view().phase).toBe('form');
    expect(f.calls.complete).toBe(0);
  });

  it('PENDING_REVIEW says a person reviews it; Check again reads again until VERIFIED', async () => {
    const f = flow({
      checks: [
        () => verification('PENDING_REVIEW'),
        () => verification('PENDING_REVIEW'),
        () => verification('VERIFIED'),
      ],
    });
    await waitFor(f.actor, (s) => s.matches('choosing'));
    f.submit();
    await waitFor(f.actor, (s) => s.matches('verifying'));
    await f.advance(3000);
    expect(f.view()).toMatchObject({ phase: 'pendingReview', stillReviewing: false });
    // No polling while a person reviews.
    await f.advance(60_000);
    expect(f.calls.check).toBe(1);
    f.actor.send({ type: 'CHECK_AGAIN' });
    await waitFor(f.actor, (s) => s.matches('pendingReview') && s.context.stillReviewing);
    f.actor.send({ type: 'CHECK_AGAIN' });
    await waitFor(f.actor, (s) => s.status === 'done');
    expect(f.calls.stepCompleted).toBe(1);
  });

  it(`says it is taking long after ${MAX_POLLS} reads, and stops polling until Check again`, async () => {
    let verified = false;
    const f = flow({ checks: [() => verification(verified ? 'VERIFIED' : 'IN_PROGRESS')] });
    await waitFor(f.actor, (s) => s.matches('choosing'));
    f.submit();
    await waitFor(f.actor, (s) => s.matches('verifying'));
    for (let i = 0; i < MAX_POLLS; i += 1) await f.advance(3000);
    expect(f.calls.check).toBe(MAX_POLLS);
    expect(f.view().phase).toBe('tookTooLong');
    await f.advance(30_000);
    expect(f.calls.check).toBe(MAX_POLLS);
    verified = true;
    f.actor.send({ type: 'CHECK_AGAIN' });
    await waitFor(f.actor, (s) => s.status === 'done');
  });

  it('a failed upload returns to the form with the error; a failed start retries alone', async () => {
    let uploadFails = true;
    let startFails = true;
    const f = flow({
      upload: () => {
        if (uploadFails)
          throw new ApiError({ kind: 'http', status: 413, url: '/x', message: 'Too large' });
        return [{ side: 'FRONT', documentId: 'doc-1', fileName: 'front.png' }];
      },
      start: () => {
        if (startFails) throw new ApiError({ kind: 'network', url: '/x', message: 'offline' });
        return verification('IN_PROGRESS');
      },
    });
    await waitFor(f.actor, (s) => s.matches('choosing'));
    f.submit();
    await waitFor(f.actor, (s) => s.matches('choosing') && s.context.error !== null);
    expect(f.view()).toMatchObject({ phase: 'form', errorMessage: 'Too large' });
    uploadFails = false;
    f.submit();
    await waitFor(f.actor, (s) => s.matches('submitFailed'));
    startFails = false;
    f.actor.send({ type: 'RETRY' });
    await waitFor(f.actor, (s) => s.matches('verifying'));
    expect(f.calls).toMatchObject({ upload: 2, start: 2 });
  });

  it('resumes a verification in progress, or pending review, after a reload', async () => {
    const inProgress = flow({ load: () => verification('IN_PROGRESS') });
    await waitFor(inProgress.actor, (s) => s.matches('verifying'));
    const pending = flow({ load: () => verification('PENDING_REVIEW') });
    await waitFor(pending.actor, (s) => s.matches('pendingReview'));
    const failed = flow({ load: () => verification('FAILED_VERIFICATION') });
    await waitFor(failed.actor, (s) => s.matches('failed'));
  });
});

describe('identity verification: failing reads back off, stop at the cap, and pause while hidden', () => {
  const down = () => {
    throw new ApiError({ kind: 'http', status: 503, url: '/x', message: 'Try later' });
  };
  const inProgress = () => verification('IN_PROGRESS');

  async function verifying(checks: Array<() => IdentityVerification>) {
    const f = flow({ load: inProgress, checks });
    await waitFor(f.actor, (s) => s.matches('verifying'));
    return f;
  }

  it('waits 1 s, 2 s, 4 s, 8 s after failed reads, then says it could not check', async () => {
    const f = await verifying([down]);
    await f.advance(3000);
    expect(f.calls.check).toBe(1);
    for (const wait of [1000, 2000, 4000, 8000]) {
      const before = f.calls.check;
      await f.advance(wait - 1);
      expect(f.calls.check).toBe(before);
      await f.advance(1);
      expect(f.calls.check).toBe(before + 1);
    }
    expect(f.view()).toMatchObject({ phase: 'checkFailed', errorMessage: 'Try later' });
    await f.advance(60_000);
    expect(f.calls.check).toBe(5);
  });

  it('Try again reads at once with a fresh count', async () => {
    const f = await verifying([down, down, down, down, down, () => verification('VERIFIED')]);
    for (const wait of [3000, 1000, 2000, 4000, 8000]) await f.advance(wait);
    expect(f.view().phase).toBe('checkFailed');
    f.actor.send({ type: 'RETRY' });
    await waitFor(f.actor, (s) => s.status === 'done');
    expect(f.calls.check).toBe(6);
  });

  it('a read that answers resets the count', async () => {
    const f = await verifying([down, down, inProgress, down]);
    for (const wait of [3000, 1000, 2000]) await f.advance(wait);
    expect(f.calls.check).toBe(3);
    expect(f.actor.getSnapshot().context.pollFailures).toBe(0);
    await f.advance(3000);
    expect(f.actor.getSnapshot().context.pollFailures).toBe(1);
    await f.advance(1000);
    expect(f.calls.check).toBe(5);
  });

  it('reads nothing while the page is hidden and reads at once when it shows again', async () => {
    const f = await verifying([() => verification('VERIFIED')]);
    f.actor.send({ type: 'PAGE.HIDDEN' });
    await f.advance(120_000);
    expect(f.calls.check).toBe(0);
    f.actor.send({ type: 'PAGE.VISIBLE' });
    await waitFor(f.actor, (s) => s.status === 'done');
    expect(f.calls.check).toBe(1);
  });

  it('hiding the page during a backoff stops it; showing it again reads at once', async () => {
    const f = await verifying([down, () => verification('VERIFIED')]);
    await f.advance(3000);
    expect(f.actor.getSnapshot().matches({ verifying: 'backingOff' })).toBe(true);
    f.actor.send({ type: 'PAGE.HIDDEN' });
    await f.advance(60_000);
    expect(f.calls.check).toBe(1);
    expect(f.view().phase).toBe('verifying');
    f.actor.send({ type: 'PAGE.VISIBLE' });
    await waitFor(f.actor, (s) => s.status === 'done');
  });
});

describe('identity verification: graph paths on a real actor', () => {
  const done = (id: string, output: unknown) => ({
    type: `xstate.done.actor.0.identityVerification.${id}` as const,
    output,
  });
  testMachineReachability(identityVerificationMachine, {
    input: { applicationUuid: UUID },
    events: [
      { type: 'SUBMIT', idKind: 'PASSPORT', front: image('front.png'), back: null },
      ...['loading', 'submitting', 'verifying.checking', 'rechecking'].flatMap((id) =>
        ['NOT_STARTED', 'IN_PROGRESS', 'VERIFIED', 'FAILED_VERIFICATION', 'PENDING_REVIEW'].map(
          (status) => done(id, verification(status)),
        ),
      ),
      done('uploading', [{ side: 'FRONT', documentId: 'doc-1', fileName: 'front.png' }]),
    ],
    // One state key per state and outcome: the poll count and the chosen images stay out; the
    // failed reads in a row stay in, so the walk reaches their cap (checkFailed).
    serializeState: (snapshot) =>
      JSON.stringify([
        snapshot.value,
        snapshot.context.verification?.status ?? null,
        snapshot.context.stillReviewing,
        snapshot.context.error !== null,
        snapshot.context.pollFailures,
      ]),
    // Reached only after MAX_POLLS reads (the context's count): pinned by the clocked spec.
    unreachable: ['identityVerification.tookTooLong'],
  });
});
