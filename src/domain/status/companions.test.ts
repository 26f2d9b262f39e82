import { mayStayOn } from './companions';

describe('mayStayOn: the pages of one step', () => {
  it.each([
    ['product/select/confirm', 'product/select'],
    ['bank/confirm', 'bank/disburse'],
    ['bank/manual-disburse', 'bank/disburse'],
    ['income/link/payroll', 'income/review'],
    ['income/pointserv-callback', 'income/review'],
    ['signing/sign', 'signing/intro'],
    ['notary/session', 'notary/intro'],
    ['conditions', 'bank/autopay'],
    ['conditions/upload-document', 'start/hmda'],
    ['review-app/uw', 'error/timeout'],
    ['review-app/incorrect-pin', 'error/timeout'],
    ['review-app/incorrect-ownership', 'error/timeout'],
    ['review-app/datatree', 'error/timeout'],
  ])('%s may stay while the status routes to %s', (current, route) => {
    expect(mayStayOn(current, route)).toBe(true);
  });

  it.each([
    ['bank/confirm', 'product/select'],
    ['income/link/payroll/extra', 'income/review'],
    ['signing/sign', 'notary/intro'],
    ['start/hmda', 'start/contact'],
    ['identity', 'bank/disburse'],
    // A review page is not a decision, and a decision page is no review.
    ['review-app/uw', 'error/decline'],
    ['review-app/no-credit', 'error/timeout'],
    ['error/credit', 'error/timeout'],
    ['error/income', 'error/decline'],
  ])('%s is left for %s', (current, route) => {
    expect(mayStayOn(current, route)).toBe(false);
  });

  it('the route screen itself, and nothing without a screen', () => {
    expect(mayStayOn('start/hmda', 'start/hmda')).toBe(true);
    expect(mayStayOn(null, 'start/hmda')).toBe(false);
  });

  it("a condition's identity check stays only with the condition's id", () => {
    expect(mayStayOn('identity', 'bank/autopay', '?conditionUuid=c-1')).toBe(true);
    expect(mayStayOn('identity', 'bank/autopay', '?other=1')).toBe(false);
  });
});
