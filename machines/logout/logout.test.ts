import { createActor, SimulatedClock } from 'xstate';
import { testMachineReachability } from '../testing/model';
import { isLeaveSurveyPath, logoutMachine } from './logout.machine';
import { selectLogoutView } from './logout.select';

const UUID = '0b7c1a2e-1111-4222-8333-444455556666';
// Pinned from the spec (§9), not imported.
const SURVEY_DELAY_MS = 750;

function startLogout(pathname: string) {
  const clock = new SimulatedClock();
  const answers: unknown[] = [];
  let logouts = 0;
  const machine = logoutMachine.provide({
    actions: {
      logout: () => {
        logouts += 1;
      },
      recordSurveyAnswer: (_, params) => {
        answers.push(params);
      },
    },
  });
  const actor = createActor(machine, { input: { pathname }, clock }).start();
  return {
    actor,
    clock,
    answers,
    get logouts() {
      return logouts;
    },
    view: () => selectLogoutView(actor.getSnapshot()),
    /** Moves the clock to `ms` after now, one millisecond at a time. */
    wait(ms: number) {
      for (let i = 0; i < ms; i += 1) clock.increment(1);
    },
  };
}

describe('leave survey paths', () => {
  it.each(['liens', 'product/select', 'identity', 'signing/sign'])(
    'is enabled on /{uuid}/%s (with or without the base)',
    (screen) => {
      expect(isLeaveSurveyPath(`/${UUID}/${screen}`)).toBe(true);
      expect(isLeaveSurveyPath(`/account/heloc/${UUID}/${screen}?x=1`)).toBe(true);
    },
  );

  it.each([
    `/${UUID}/product/select/confirm`,
    `/${UUID}/signing/intro`,
    `/${UUID}/start/profile`,
    '/register-v2',
    '/heloc-signer/sign',
    '/not-a-uuid/liens',
  ])('is not enabled on %s', (path) => {
    expect(isLeaveSurveyPath(path)).toBe(false);
  });
});

describe('logout with the leave survey', () => {
  it('logs out at once where the survey is not enabled', () => {
    const l = startLogout('/register-v2');
    l.actor.send({ type: 'LOGOUT' });
    expect(l.view().surveyOpen).toBe(false);
    expect(l.logouts).toBe(1);
  });

  it('opens the survey on a survey path, and logs out 750 ms after it closes, not before', () => {
    const l = startLogout(`/${UUID}/liens`);
    l.actor.send({ type: 'LOGOUT' });
    expect(l.view()).toEqual({ surveyOpen: true, loggingOut: false });
    l.wait(5000);
    expect(l.logouts).toBe(0);
    l.actor.send({ type: 'SURVEY.CLOSE' });
    expect(l.view()).toEqual({ surveyOpen: false, loggingOut: true });
    l.wait(SURVEY_DELAY_MS - 1);
    expect(l.logouts).toBe(0);
    l.wait(1);
    expect(l.logouts).toBe(1);
  });

  it('records the answer with the path, and still waits for the close', () => {
    const l = startLogout(`/${UUID}/identity`);
    l.actor.send({ type: 'LOGOUT' });
    l.actor.send({ type: 'SURVEY.ANSWER', reason: 'LATER', details: 'Busy today' });
    expect(l.answers).toEqual([
      { reason: 'LATER', details: 'Busy today', pathname: `/${UUID}/identity` },
    ]);
    expect(l.view().surveyOpen).toBe(true);
    l.actor.send({ type: 'SURVEY.CLOSE' });
    l.wait(SURVEY_DELAY_MS);
    expect(l.logouts).toBe(1);
  });

  it('follows the location: enabled once the user reaches a survey path', () => {
    const l = startLogout('/register-v2');
    l.actor.send({ type: 'LOCATION.CHANGED', pathname: `/${UUID}/signing/sign` });
    l.actor.send({ type: 'LOGOUT' });
    expect(l.view().surveyOpen).toBe(true);
  });

  it('offers the survey only until triggered: a second logout goes at once', () => {
    const l = startLogout(`/${UUID}/product/select`);
    l.actor.send({ type: 'LOGOUT' });
    l.actor.send({ type: 'SURVEY.CLOSE' });
    l.wait(SURVEY_DELAY_MS);
    expect(l.logouts).toBe(1);
    l.actor.send({ type: 'LOGOUT' });
    expect(l.view().surveyOpen).toBe(false);
    expect(l.logouts).toBe(2);
  });

  it('ignores a logout click while the survey closes', () => {
    const l = startLogout(`/${UUID}/liens`);
    l.actor.send({ type: 'LOGOUT' });
    l.actor.send({ type: 'SURVEY.CLOSE' });
    l.actor.send({ type: 'LOGOUT' });
    l.wait(SURVEY_DELAY_MS);
    expect(l.logouts).toBe(1);
  });
});

describe('logout machine: graph paths', () => {
  testMachineReachability(logoutMachine, {
    input: { pathname: `/${UUID}/liens` },
    events: [
      { type: 'LOCATION.CHANGED', pathname: '/register-v2' },
      { type: 'LOCATION.CHANGED', pathname: `/${UUID}/liens` },
      { type: 'SURVEY.ANSWER', reason: 'OTHER' },
    ],
  });
});
