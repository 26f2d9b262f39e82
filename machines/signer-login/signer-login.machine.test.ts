import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../src/api/errors';
import { signerLoginMachine } from './signer-login.machine';
import { selectSignerLoginView } from './signer-login.select';
import type { SignerAuthMode, SignerInvitation } from './signer-login.types';

const VALID: SignerInvitation = {
  status: 'VALID',
  email: 'jamie@example.com',
  primaryBorrowerName: 'Alex Sample',
};
const USED: SignerInvitation = { status: 'USED', email: null, primaryBorrowerName: 'Alex Sample' };
const EXPIRED: SignerInvitation = { ...USED, status: 'EXPIRED' };
const GOOD_PASSWORD = 'Signer-password1!';

function httpError(status: number, message = `HTTP ${status}`): ApiError {
  return new ApiError({ kind: status === 0 ? 'network' : 'http', status, url: '/x', message });
}

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

function start(options: {
  token?: string | null;
  authMode?: SignerAuthMode;
  invitations: (SignerInvitation | null | Error)[];
  created?: (Error | null)[];
}) {
  const reads: (string | null)[] = [];
  const creates: { token: string; password: string }[] = [];
  let signedIn = 0;
  const machine = signerLoginMachine.provide({
    actors: {
      readInvitation: fromPromise(async ({ input }) => {
        reads.push(input.token);
        const answer =
          options.invitations[Math.min(reads.length - 1, options.invitations.length - 1)];
        if (answer instanceof Error) throw answer;
        return answer ?? null;
      }),
      createPassword: fromPromise(async ({ input }) => {
        creates.push(input);
        const answer = options.created?.[creates.length - 1] ?? null;
        if (answer instanceof Error) throw answer;
      }),
    },
    actions: { signedIn: () => void (signedIn += 1) },
  });
  const actor = createActor(machine, {
    input: {
      token: options.token === undefined ? 'tok-1' : options.token,
      authMode: options.authMode ?? 'legacy',
    },
  });
  actor.start();
  return {
    actor,
    reads,
    creates,
    get signedIn() {
      return signedIn;
    },
    view: () => selectSignerLoginView(actor.getSnapshot()),
  };
}

function type(
  actor: ReturnType<typeof start>['actor'],
  password: string,
  confirmPassword = password,
) {
  actor.send({ type: 'CHANGE', values: { password, confirmPassword } });
}

describe('signer login: which login', () => {
  it('reads the invitation first (busy)', () => {
    const h = start({ invitations: [VALID] });
    expect(h.view().phase).toBe('reading');
    expect(h.reads).toEqual(['tok-1']);
  });

  it.each<[string, SignerAuthMode, SignerInvitation | null, string]>([
    ['legacy auth with a good link creates the password here', 'legacy', VALID, 'createPassword'],
    ['hosted auth with a good link uses the identity broker', 'hosted', VALID, 'login'],
    ['a used link (legacy) leads to the login', 'legacy', USED, 'login'],
    ['an expired link (legacy) asks for a new invitation', 'legacy', EXPIRED, 'expired'],
    ['an expired link (hosted) asks for a new invitation', 'hosted', EXPIRED, 'expired'],
  ])('%s', async (_, authMode, invitation, phase) => {
    const h = start({ authMode, invitations: [invitation] });
    await settle();
    expect(h.view().phase).toBe(phase);
    expect(h.view().invitation).toEqual(invitation);
  });

  it('without a link there is no invitation: the identity broker login (legacy too)', async () => {
    const h = start({ token: null, invitations: [null] });
    await settle();
    expect(h.view().phase).toBe('login');
    expect(h.view().invitation).toBeNull();
  });

  it('a failed read shows the error; Retry reads again and goes on', async () => {
    const h = start({ invitations: [httpError(503, 'Service unavailable'), VALID] });
    await settle();
    expect(h.view()).toMatchObject({ phase: 'readFailed', errorMessage: 'Service unavailable' });
    h.actor.send({ type: 'RETRY' });
    await settle();
    expect(h.reads).toHaveLength(2);
    expect(h.view()).toMatchObject({ phase: 'createPassword', errorMessage: null });
  });

  it('says a network failure in plain words, without the internal URL', async () => {
    const h = start({ invitations: [httpError(0)] });
    await settle();
    expect(h.view().errorMessage).toBe(
      'We could not reach the server. Check your connection and try again.',
    );
  });
});

describe('signer login: creating the password (legacy auth)', () => {
  it('checks the password with the registration rules and keeps what was typed', async () => {
    const h = start({ invitations: [VALID] });
    await settle();
    type(h.actor, 'short', 'other');
    h.actor.send({ type: 'SUBMIT' });
    expect(h.creates).toEqual([]);
    expect(h.view().values).toEqual({ password: 'short', confirmPassword: 'other' });
    expect(h.view().fieldErrors.password).toEqual(expect.any(String));
    expect(h.view().fieldErrors.confirmPassword).toBe("Passwords don't match");
  });

  it('creates the password once and signs the co-owner in', async () => {
    const h = start({ invitations: [VALID] });
    await settle();
    type(h.actor, GOOD_PASSWORD);
    h.actor.send({ type: 'SUBMIT' });
    expect(h.view().saving).toBe(true);
    await settle();
    expect(h.creates).toEqual([{ token: 'tok-1', password: GOOD_PASSWORD }]);
    expect(h.signedIn).toBe(1);
    expect(h.actor.getSnapshot().status).toBe('done');
  });

  it('a failed save keeps the values and the message; sending again works', async () => {
    const h = start({ invitations: [VALID], created: [httpError(500, 'Something broke'), null] });
    await settle();
    type(h.actor, GOOD_PASSWORD);
    h.actor.send({ type: 'SUBMIT' });
    await settle();
    expect(h.view()).toMatchObject({
      phase: 'createPassword',
      saving: false,
      errorMessage: 'Something broke',
      values: { password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD },
    });
    expect(h.signedIn).toBe(0);
    h.actor.send({ type: 'SUBMIT' });
    await settle();
    expect(h.creates).toHaveLength(2);
    expect(h.signedIn).toBe(1);
  });

  it('a link used up meanwhile (409) is read again and leads to the login', async () => {
    const h = start({ invitations: [VALID, USED], created: [httpError(409, 'USED')] });
    await settle();
    type(h.actor, GOOD_PASSWORD);
    h.actor.send({ type: 'SUBMIT' });
    await settle();
    expect(h.reads).toHaveLength(2);
    expect(h.view().phase).toBe('login');
    expect(h.signedIn).toBe(0);
  });
});
