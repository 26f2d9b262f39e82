import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { BankAccount } from '../../src/api/bankLink';
import { ApiError } from '../../src/api/errors';
import { testMachineReachability } from '../testing/model';
import {
  bankLinkMachine,
  type BankLinkInput,
  type ChooseAccountInput,
  type ExchangeInput,
  type ResumeInput,
  type ResumeOutput,
  type SignInInput,
  type SignInOutput,
  type StartLinkInput,
  type StartLinkOutput,
} from './bank-link.machine';
import { selectBankLinkView } from './bank-link.select';

const UUID = 'a0000000-0000-4000-8000-000000000001';
const INSTITUTIONS = [
  { id: 'ins_good', name: 'First Platypus Bank', oauth: false },
  { id: 'ins_oauth', name: 'Platypus OAuth Bank', oauth: true },
];
const ACCOUNTS = [
  { id: 'acc_checking', name: 'Plaid Checking', subtype: 'checking', mask: '0000' },
  { id: 'acc_savings', name: 'Plaid Saving', subtype: 'savings', mask: '1111' },
];
const LINKED: BankAccount = {
  accountRef: 'link-1',
  institutionName: 'First Platypus Bank',
  accountType: 'CHECKING',
  mask: '0000',
};

function providerError(errorCode: string, message: string, status = 400) {
  return new ApiError({
    kind: 'http',
    status,
    message,
    url: '/sandbox-bank-link/v1/x',
    data: { errorCode, errors: [message] },
    serverMessages: [message],
  });
}
const networkError = () => new ApiError({ kind: 'network', message: 'offline', url: '/x' });

interface Faults {
  start?: unknown[];
  signIn?: unknown[];
  choose?: unknown[];
  exchange?: unknown[];
  resume?: unknown[];
}

/** A bank link over fake calls: each call throws the next queued fault, else answers. */
function link(faults: Faults = {}, input: Partial<BankLinkInput> = {}) {
  const calls = { start: 0, signIn: [] as SignInInput[], choose: 0, exchange: 0, resume: 0 };
  const effects = { remembered: [] as unknown[], wentTo: [] as string[], linked: [] as unknown[] };
  let pending: ((value: SignInOutput) => void) | null = null;
  const take = (queue: unknown[] | undefined) => {
    const next = queue?.shift();
    if (next !== undefined) throw next;
  };
  const machine = bankLinkMachine.provide({
    actors: {
      startLink: fromPromise<StartLinkOutput, StartLinkInput>(async () => {
        calls.start += 1;
        take(faults.start);
        return { linkToken: `link-sandbox-${calls.start}`, institutions: INSTITUTIONS };
      }),
      signIn: fromPromise<SignInOutput, SignInInput>(async ({ input: request }) => {
        calls.signIn.push(request);
        take(faults.signIn);
        if (request.institutionId === 'ins_oauth') {
          return { oauthUrl: '/account/heloc/plaid-oauth-success?sandbox_bank_oauth=s1' };
        }
        if (request.password === 'slow') {
          return new Promise<SignInOutput>((resolve) => {
            pending = resolve;
          });
        }
        if (request.password !== 'pass_good') {
          throw providerError('INVALID_CREDENTIALS', 'The username or password were not correct.');
        }
        return { accounts: ACCOUNTS };
      }),
      chooseAccount: fromPromise<string, ChooseAccountInput>(async () => {
        calls.choose += 1;
        take(faults.choose);
        return 'public-sandbox-1';
      }),
      exchange: fromPromise<BankAccount, ExchangeInput>(async () => {
        calls.exchange += 1;
        take(faults.exchange);
        return LINKED;
      }),
      resume: fromPromise<ResumeOutput, ResumeInput>(async () => {
        calls.resume += 1;
        take(faults.resume);
        return { institution: INSTITUTIONS[1], accounts: ACCOUNTS };
      }),
    },
    actions: {
      rememberLink: (_, params) => effects.remembered.push(params),
      goToBank: (_, params) => effects.wentTo.push(params.url),
      linked: (_, params) => effects.linked.push(params.account),
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, {
    clock,
    input: { applicationUuid: UUID, purpose: 'DISBURSE', ...input },
  }).start();
  const view = () => selectBankLinkView(actor.getSnapshot());
  const settle = (phase: ReturnType<typeof view>['phase']) =>
    waitFor(actor, (snapshot) => selectBankLinkView(snapshot).phase === phase);
  return {
    actor,
    calls,
    effects,
    clock,
    view,
    settle,
    answerSlowSignIn: () => pending?.({ accounts: ACCOUNTS }),
  };
}

async function signedIn(l: ReturnType<typeof link>) {
  l.actor.send({ type: 'OPEN' });
  await l.settle('institutions');
  l.actor.send({ type: 'SELECT_INSTITUTION', institutionId: 'ins_good' });
  l.actor.send({ type: 'SUBMIT_CREDENTIALS', username: 'user_good', password: 'pass_good' });
  await l.settle('accounts');
}

describe('bank link: the credential bank', () => {
  it('opens with a link token and the banks, signs in, links the chosen account once', async () => {
    const l = link();
    expect(l.view()).toMatchObject({ phase: 'closed', open: false });
    l.actor.send({ type: 'OPEN' });
    expect(l.view()).toMatchObject({ phase: 'starting', open: true, busy: true });
    await l.settle('institutions');
    expect(l.view().institutions).toEqual(INSTITUTIONS);
    l.actor.send({ type: 'SELECT_INSTITUTION', institutionId: 'ins_good' });
    expect(l.view()).toMatchObject({ phase: 'credentials', institution: INSTITUTIONS[0] });
    l.actor.send({ type: 'SUBMIT_CREDENTIALS', username: 'user_good', password: 'pass_good' });
    await l.settle('accounts');
    expect(l.calls.signIn[0]).toEqual({
      linkToken: 'link-sandbox-1',
      institutionId: 'ins_good',
      username: 'user_good',
      password: 'pass_good',
    });
    l.actor.send({ type: 'CHOOSE_ACCOUNT', accountId: 'acc_checking' });
    await l.settle('linked');
    expect(l.calls).toMatchObject({ start: 1, choose: 1, exchange: 1 });
    expect(l.effects.linked).toEqual([LINKED]);
    expect(l.view()).toMatchObject({ open: false, account: LINKED });
    // Another account can be linked afterwards (bank/autopay's "Link another account").
    l.actor.send({ type: 'OPEN' });
    await l.settle('institutions');
    expect(l.calls.start).toBe(2);
  });

  it("keeps the user at the sign-in form with the provider's message after a wrong password", async () => {
    const l = link();
    l.actor.send({ type: 'OPEN' });
    await l.settle('institutions');
    l.actor.send({ type: 'SELECT_INSTITUTION', institutionId: 'ins_good' });
    l.actor.send({ type: 'SUBMIT_CREDENTIALS', username: 'user_good', password: 'wrong' });
    await waitFor(l.actor, (s) => s.context.credentialsError !== null);
    expect(l.view()).toMatchObject({
      phase: 'credentials',
      credentialsError: 'The username or password were not correct.',
    });
    l.actor.send({ type: 'SUBMIT_CREDENTIALS', username: 'user_good', password: 'pass_good' });
    expect(l.view().credentialsError).toBeNull();
    await l.settle('accounts');
  });

  it('says "still connecting" after 4 s of signing in, not before', async () => {
    const l = link();
    l.actor.send({ type: 'OPEN' });
    await l.settle('institutions');
    l.actor.send({ type: 'SELECT_INSTITUTION', institutionId: 'ins_good' });
    l.actor.send({ type: 'SUBMIT_CREDENTIALS', username: 'user_good', password: 'slow' });
    l.clock.increment(3999);
    expect(l.view()).toMatchObject({ phase: 'connecting', slow: false });
    l.clock.increment(1);
    expect(l.view()).toMatchObject({ phase: 'connecting', slow: true });
    l.answerSlowSignIn();
    await l.settle('accounts');
  });

  it('ignores an account or a bank that is not on the list', async () => {
    const l = link();
    l.actor.send({ type: 'OPEN' });
    await l.settle('institutions');
    l.actor.send({ type: 'SELECT_INSTITUTION', institutionId: 'ins_unknown' });
    expect(l.view().phase).toBe('institutions');
    l.actor.send({ type: 'SELECT_INSTITUTION', institutionId: 'ins_good' });
    l.actor.send({ type: 'SUBMIT_CREDENTIALS', username: 'user_good', password: 'pass_good' });
    await l.settle('accounts');
    l.actor.send({ type: 'CHOOSE_ACCOUNT', accountId: 'acc_other' });
    expect(l.view().phase).toBe('accounts');
  });

  it("closes at the user's request and opens again with a new link token", async () => {
    const l = link();
    await signedIn(l);
    l.actor.send({ type: 'CLOSE' });
    expect(l.view()).toMatchObject({ phase: 'closed', open: false, accounts: [] });
    l.actor.send({ type: 'OPEN' });
    await l.settle('institutions');
    expect(l.calls.start).toBe(2);
  });
});

describe('bank link: failures repeat only the call that failed', () => {
  it('a failed start shows the error; Retry asks again', async () => {
    const l = link({ start: [networkError()] });
    l.actor.send({ type: 'OPEN' });
    await l.settle('failed');
    expect(l.view()).toMatchObject({
      open: true,
      canRetry: true,
      errorMessage: 'We could not reach the server. Check your connection and try again.',
    });
    l.actor.send({ type: 'RETRY' });
    await l.settle('institutions');
    expect(l.calls.start).toBe(2);
  });

  it('a failed exchange retries the exchange only, never the provider', async () => {
    const l = link({ exchange: [networkError()] });
    await signedIn(l);
    l.actor.send({ type: 'CHOOSE_ACCOUNT', accountId: 'acc_savings' });
    await l.settle('failed');
    expect(l.view()).toMatchObject({ canRetry: true, canClose: false });
    l.actor.send({ type: 'RETRY' });
    await l.settle('linked');
    expect(l.calls).toMatchObject({ choose: 1, exchange: 2 });
  });

  it('a failed link at the provider offers Retry and Back to the accounts', async () => {
    const l = link({ choose: [providerError('INTERNAL', 'Try again later', 500)] });
    await signedIn(l);
    l.actor.send({ type: 'CHOOSE_ACCOUNT', accountId: 'acc_savings' });
    await l.settle('failed');
    expect(l.view()).toMatchObject({ errorMessage: 'Try again later', canGoBack: true });
    l.actor.send({ type: 'BACK' });
    expect(l.view().phase).toBe('accounts');
  });

  it('a sign-in that fails for another reason than the password goes back to the form', async () => {
    const l = link({ signIn: [networkError()] });
    l.actor.send({ type: 'OPEN' });
    await l.settle('institutions');
    l.actor.send({ type: 'SELECT_INSTITUTION', institutionId: 'ins_good' });
    l.actor.send({ type: 'SUBMIT_CREDENTIALS', username: 'user_good', password: 'pass_good' });
    await l.settle('failed');
    l.actor.send({ type: 'BACK' });
    expect(l.view().phase).toBe('credentials');
  });
});

describe('bank link: the link token expires', () => {
  it('expires 30 minutes after it was made, and starts again on request', async () => {
    const l = link();
    await signedIn(l);
    l.clock.increment(30 * 60_000 - 1);
    expect(l.view().phase).toBe('accounts');
    l.clock.increment(1);
    expect(l.view()).toMatchObject({ phase: 'expired', open: true });
    l.actor.send({ type: 'RESTART' });
    await l.settle('institutions');
    expect(l.calls.start).toBe(2);
  });

  it("answers the provider's expired-token error with the expired state", async () => {
    const l = link({ choose: [providerError('INVALID_LINK_TOKEN', 'expired')] });
    await signedIn(l);
    l.actor.send({ type: 'CHOOSE_ACCOUNT', accountId: 'acc_checking' });
    await l.settle('expired');
  });
});

describe('bank link: the OAuth bank', () => {
  it('remembers the application and the link token, then leaves for the bank', async () => {
    const l = link({}, { purpose: 'AUTOPAY' });
    l.actor.send({ type: 'OPEN' });
    await l.settle('institutions');
    l.actor.send({ type: 'SELECT_INSTITUTION', institutionId: 'ins_oauth' });
    await l.settle('leaving');
    expect(l.effects.remembered).toEqual([
      { applicationUuid: UUID, linkToken: 'link-sandbox-1', purpose: 'AUTOPAY' },
    ]);
    expect(l.effects.wentTo).toEqual(['/account/heloc/plaid-oauth-success?sandbox_bank_oauth=s1']);
    expect(l.calls.signIn[0]).toEqual({ linkToken: 'link-sandbox-1', institutionId: 'ins_oauth' });
  });

  it('resumes with the stored token on the way back, then links and exchanges', async () => {
    const l = link({}, { resume: { linkToken: 'link-sandbox-9', oauthStateId: 's1' } });
    expect(l.view()).toMatchObject({ phase: 'starting', open: true });
    await l.settle('accounts');
    expect(l.view().institution).toEqual(INSTITUTIONS[1]);
    l.actor.send({ type: 'CHOOSE_ACCOUNT', accountId: 'acc_checking' });
    await l.settle('linked');
    expect(l.calls).toMatchObject({ start: 0, resume: 1, choose: 1, exchange: 1 });
  });

  it('ends as denied when the borrower did not allow access at the bank', async () => {
    const l = link(
      { resume: [providerError('OAUTH_DENIED', 'You did not allow access at your bank.')] },
      { resume: { linkToken: 'link-sandbox-9', oauthStateId: 's1' } },
    );
    await l.settle('denied');
    expect(l.actor.getSnapshot().status).toBe('done');
  });

  it('retries a failed resume', async () => {
    const l = link(
      { resume: [networkError()] },
      { resume: { linkToken: 'link-sandbox-9', oauthStateId: 's1' } },
    );
    await l.settle('failed');
    l.actor.send({ type: 'RETRY' });
    await l.settle('accounts');
    expect(l.calls.resume).toBe(2);
  });
});

describe('bank link: graph paths on a real actor', () => {
  const expired = providerError('INVALID_LINK_TOKEN', 'expired');
  const wrong = providerError('INVALID_CREDENTIALS', 'wrong');
  const denied = providerError('OAUTH_DENIED', 'denied');
  testMachineReachability(bankLinkMachine, {
    input: { applicationUuid: UUID, purpose: 'DISBURSE' },
    events: [
      { type: 'SELECT_INSTITUTION', institutionId: 'ins_good' },
      { type: 'SELECT_INSTITUTION', institutionId: 'ins_oauth' },
      { type: 'SUBMIT_CREDENTIALS', username: 'user_good', password: 'pass_good' },
      { type: 'CHOOSE_ACCOUNT', accountId: 'acc_checking' },
      {
        type: 'xstate.done.actor.startLink',
        output: { linkToken: 'link-sandbox-1', institutions: INSTITUTIONS },
      },
      { type: 'xstate.done.actor.signIn', output: { accounts: ACCOUNTS } },
      { type: 'xstate.error.actor.signIn', error: wrong },
      { type: 'xstate.error.actor.signIn', error: expired },
      { type: 'xstate.error.actor.signIn', error: networkError() },
      {
        type: 'xstate.done.actor.oauthSignIn',
        output: { oauthUrl: '/bank' },
      },
      { type: 'xstate.done.actor.oauthSignIn', output: { accounts: ACCOUNTS } },
      { type: 'xstate.error.actor.oauthSignIn', error: expired },
      { type: 'xstate.error.actor.oauthSignIn', error: networkError() },
      { type: 'xstate.error.actor.chooseAccount', error: expired },
      { type: 'xstate.error.actor.chooseAccount', error: networkError() },
      { type: 'xstate.done.actor.chooseAccount', output: 'public-1' },
      { type: 'xstate.done.actor.exchange', output: LINKED },
    ],
    // Add the other entry: a second walk from plaid-oauth-success's input.
    // The transient entry is never observed; the resume path is walked from its own input below.
    unreachable: [
      'bankLink.entering',
      'bankLink.resuming',
      'bankLink.resumeFailed',
      'bankLink.oauthDenied',
    ],
  });
  testMachineReachability(bankLinkMachine, {
    input: {
      applicationUuid: UUID,
      purpose: 'DISBURSE',
      resume: { linkToken: 'link-sandbox-9', oauthStateId: 's1' },
    },
    events: [
      {
        type: 'xstate.done.actor.resume',
        output: { institution: INSTITUTIONS[1], accounts: ACCOUNTS },
      },
      { type: 'xstate.error.actor.resume', error: denied },
      { type: 'xstate.error.actor.resume', error: expired },
      { type: 'xstate.error.actor.resume', error: networkError() },
    ],
    filterEvents: (snapshot) =>
      snapshot.matches('resuming') ||
      snapshot.matches('resumeFailed') ||
      snapshot.matches('expired'),
    unreachable: [
      'bankLink.entering',
      'bankLink.idle',
      'bankLink.starting',
      'bankLink.startFailed',
      'bankLink.session',
      'bankLink.session.choosingInstitution',
      'bankLink.session.enteringCredentials',
      'bankLink.session.checkingCredentials',
      'bankLink.session.checkingCredentials.connecting',
      'bankLink.session.checkingCredentials.slow',
      'bankLink.session.signInFailed',
      'bankLink.session.connectingOAuth',
      'bankLink.session.oauthFailed',
      'bankLink.session.choosingAccount',
      'bankLink.session.linking',
      'bankLink.session.linkFailed',
      'bankLink.exchanging',
      'bankLink.exchangeFailed',
      'bankLink.leftForBank',
      'bankLink.linked',
    ],
  });
});
