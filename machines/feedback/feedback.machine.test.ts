import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../src/api/errors';
import type { FeedbackRequest } from './feedback.machine';
import { feedbackMachine } from './feedback.machine';
import { feedbackHost, FEEDBACK_SENT_MESSAGE } from './feedback.host';
import { selectFeedbackView } from './feedback.select';

// Pinned from the spec (§5), not imported.
const TOO_SHORT = 'Must be at least 10 characters';
const TOO_LONG = 'Must be at most 1000 characters';
const REQUIRED = 'Required';
const APP = '0b7c1a2e-1111-4222-8333-444455556666';

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

function start(answers: (Error | null)[] = [null]) {
  const sent: FeedbackRequest[] = [];
  const toasts: [string, string][] = [];
  const machine = feedbackMachine.provide({
    actors: {
      sendFeedback: fromPromise(async ({ input }) => {
        sent.push(input);
        const answer = answers[Math.min(sent.length - 1, answers.length - 1)];
        if (answer) throw answer;
      }),
    },
    actions: feedbackHost({ toast: (message, variant) => toasts.push([message, variant]) }),
  });
  const actor = createActor(machine).start();
  return { actor, sent, toasts, view: () => selectFeedbackView(actor.getSnapshot()) };
}

const GOOD = {
  topic: 'COMPLIMENT',
  message: 'The offer page was clear.',
  marketingConsent: false,
} as const;

describe('feedback machine', () => {
  it('opens with an empty form from the entry point', () => {
    const run = start();
    expect(run.view().open).toBe(false);
    run.actor.send({ type: 'FEEDBACK.OPEN', pathname: '/register/support' });
    expect(run.view()).toMatchObject({
      open: true,
      sending: false,
      values: { topic: null, message: '', marketingConsent: null },
      errors: {},
      attempts: 0,
      canClose: true,
    });
  });

  it('an empty submit shows every field required, keeps the form open and counts the attempt', () => {
    const run = start();
    run.actor.send({ type: 'FEEDBACK.OPEN', pathname: '/' });
    run.actor.send({ type: 'FEEDBACK.SUBMIT' });
    expect(run.view().errors).toEqual({
      topic: REQUIRED,
      message: REQUIRED,
      marketingConsent: REQUIRED,
    });
    expect(run.view().attempts).toBe(1);
    expect(run.sent).toEqual([]);
  });

  it('the message takes 10 to 1000 characters, with the spec messages', () => {
    const run = start();
    run.actor.send({ type: 'FEEDBACK.OPEN', pathname: '/' });
    run.actor.send({ type: 'FEEDBACK.CHANGE', values: { ...GOOD, message: 'Too short' } });
    run.actor.send({ type: 'FEEDBACK.SUBMIT' });
    expect(run.view().errors).toEqual({ message: TOO_SHORT });
    run.actor.send({ type: 'FEEDBACK.CHANGE', values: { message: 'x'.repeat(1001) } });
    run.actor.send({ type: 'FEEDBACK.SUBMIT' });
    expect(run.view().errors).toEqual({ message: TOO_LONG });
    expect(run.view().attempts).toBe(2);
    expect(run.view().values.message).toHaveLength(1001);
  });

  it('sends the payload, closes on success and confirms with a toast', async () => {
    const run = start();
    run.actor.send({ type: 'FEEDBACK.OPEN', pathname: `/${APP}/identity` });
    run.actor.send({ type: 'FEEDBACK.CHANGE', values: { ...GOOD, message: `  ${GOOD.message} ` } });
    run.actor.send({ type: 'FEEDBACK.SUBMIT' });
    expect(run.view()).toMatchObject({ open: true, sending: true, canClose: false });
    await settle();
    expect(run.sent).toEqual([
      {
        applicationUuid: APP,
        message: GOOD.message,
        topic: 'COMPLIMENT',
        marketingConsent: false,
        pathname: `/account/heloc/${APP}/identity`,
      },
    ]);
    expect(run.view().open).toBe(false);
    expect(run.toasts).toEqual([[FEEDBACK_SENT_MESSAGE, 'success']]);
  });

  it('leaves out applicationUuid off an application route', async () => {
    const run = start();
    run.actor.send({ type: 'FEEDBACK.OPEN', pathname: '/account/heloc/register/support' });
    run.actor.send({ type: 'FEEDBACK.CHANGE', values: { ...GOOD, marketingConsent: true } });
    run.actor.send({ type: 'FEEDBACK.SUBMIT' });
    await settle();
    expect(run.sent[0]).toEqual({
      message: GOOD.message,
      topic: 'COMPLIMENT',
      marketingConsent: true,
      pathname: '/account/heloc/register/support',
    });
  });

  it('a server error stays open with the server text; a retry can succeed', async () => {
    const refused = new ApiError({
      kind: 'http',
      status: 400,
      url: '/x',
      message: 'Feedback is closed today',
    });
    const run = start([refused, null]);
    run.actor.send({ type: 'FEEDBACK.OPEN', pathname: '/' });
    run.actor.send({ type: 'FEEDBACK.CHANGE', values: GOOD });
    run.actor.send({ type: 'FEEDBACK.SUBMIT' });
    await settle();
    expect(run.view()).toMatchObject({
      open: true,
      sending: false,
      serverError: 'Feedback is closed today',
      values: GOOD,
    });
    expect(run.toasts).toEqual([]);
    run.actor.send({ type: 'FEEDBACK.SUBMIT' });
    expect(run.view().serverError).toBeNull();
    await settle();
    expect(run.view().open).toBe(false);
    expect(run.sent).toHaveLength(2);
  });

  it('cannot be closed while sending; can be closed while editing, and reopens empty', async () => {
    const run = start();
    run.actor.send({ type: 'FEEDBACK.OPEN', pathname: '/' });
    run.actor.send({ type: 'FEEDBACK.CHANGE', values: GOOD });
    run.actor.send({ type: 'FEEDBACK.SUBMIT' });
    run.actor.send({ type: 'FEEDBACK.CLOSE' });
    expect(run.view().sending).toBe(true);
    await settle();
    run.actor.send({ type: 'FEEDBACK.OPEN', pathname: '/' });
    run.actor.send({ type: 'FEEDBACK.CHANGE', values: { message: 'Half typed' } });
    run.actor.send({ type: 'FEEDBACK.CLOSE' });
    expect(run.view().open).toBe(false);
    run.actor.send({ type: 'FEEDBACK.OPEN', pathname: '/' });
    expect(run.view().values.message).toBe('');
  });
});
