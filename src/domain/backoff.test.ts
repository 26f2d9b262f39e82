import { backoffDelay, isLastAttempt, POLL_MAX_ATTEMPTS } from './backoff';

describe('poll backoff (shell §9: 5 attempts, 1 s initial delay, doubling)', () => {
  it('allows 5 attempts in a row', () => {
    expect(POLL_MAX_ATTEMPTS).toBe(5);
  });

  it('waits 1 s, 2 s, 4 s, 8 s after the 1st to 4th failure in a row', () => {
    expect([1, 2, 3, 4].map(backoffDelay)).toEqual([1000, 2000, 4000, 8000]);
  });

  it('never waits 0 nor past the last wait, whatever the count', () => {
    expect(backoffDelay(0)).toBe(1000);
    expect(backoffDelay(-3)).toBe(1000);
    expect(backoffDelay(5)).toBe(8000);
    expect(backoffDelay(40)).toBe(8000);
  });

  it('the 5th failure in a row is the last attempt, not before', () => {
    expect([0, 1, 2, 3].map(isLastAttempt)).toEqual([false, false, false, false]);
    expect(isLastAttempt(4)).toBe(true);
    expect(isLastAttempt(9)).toBe(true);
  });
});
