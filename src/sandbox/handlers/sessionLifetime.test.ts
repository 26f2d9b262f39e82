/**
 * The sandbox's session lifetime (issue 17, docs/sandbox.md "Session lifetime"), over HTTP in
 * node: tokens carry `exp`, an expired one answers 401, `extendSession` renews it in the
 * authorization header, a renewed session's earlier token stays good until its own `exp`, a
 * logout ends them all, a sign-in hands out a good token, and `tokenTtl=` sets the lifetime.
 */
import { setupSandboxServer } from '../../testing/sandbox-server';
import { manualClock, SEED } from '../lender';
import { readJwt } from '../lender/jwt';
import { sessionCookie } from '../session';
import { applyControls, parseControls } from '../staff/controls';
import { urlFor } from './testUrls';

const { lender } = setupSandboxServer();

// Pinned, not imported: the documented default lifetime.
const DEFAULT_TTL_S = 30 * 60;
const START = '2026-03-02T18:00:00.000Z';

function call(url: string, { method = 'GET', jwt = null as string | null, cookie = '' } = {}) {
  return fetch(url, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(jwt ? { authorization: `Bearer ${jwt}` } : {}),
      ...(cookie ? { cookie } : {}),
    },
  });
}

const identityStatus = async (jwt: string) => (await call(urlFor('getIdentity'), { jwt })).status;

function bearerOf(response: Response): string {
  const header = response.headers.get('authorization') ?? '';
  expect(header).toMatch(/^Bearer \S+$/u);
  return header.slice('Bearer '.length);
}

function freshIdentity(email = 'lifetime@example.com') {
  return lender.registerIdentity({ email, password: null });
}

let clock = manualClock(START);
beforeEach(() => {
  clock = manualClock(START);
  lender.configure({ clock });
});
afterEach(() => lender.configure({ clock: Date.now }));

describe('token lifetime', () => {
  it('a new token carries exp: issue time plus 30 minutes', () => {
    const claims = readJwt(freshIdentity().jwt)!;
    expect(claims.iat).toBe(Date.parse(START) / 1000);
    expect(claims.exp).toBe(claims.iat + DEFAULT_TTL_S);
  });

  it('a secure call with an expired token answers 401 unauthenticated', async () => {
    const { jwt } = freshIdentity();
    clock.advance(DEFAULT_TTL_S * 1000 - 1);
    expect(await identityStatus(jwt)).toBe(200);
    clock.advance(1);
    const response = await call(urlFor('getIdentity'), { jwt });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'unauthenticated' });
  });

  it('the seeded personas’ tokens have no exp and do not expire', async () => {
    const jwt = lender.identity(SEED.borrower.uuid)!.jwt;
    expect(readJwt(jwt)?.exp).toBeUndefined();
    clock.advance(30 * 24 * 3600 * 1000);
    expect(await identityStatus(jwt)).toBe(200);
  });
});

describe('extendSession', () => {
  it('answers 204 with a renewed token (a later exp) in the authorization header', async () => {
    const { jwt } = freshIdentity();
    clock.advance(28 * 60 * 1000);
    const response = await call(urlFor('extendSession'), { method: 'POST', jwt });
    expect(response.status).toBe(204);
    const renewed = bearerOf(response);
    expect(renewed).not.toBe(jwt);
    expect(readJwt(renewed)!.exp).toBe(Date.parse(START) / 1000 + 28 * 60 + DEFAULT_TTL_S);
    expect(readJwt(renewed)!.sid).toBe(readJwt(jwt)!.sid);
    // The old token stays good until its own exp (a call already on its way), then only the new.
    expect(await identityStatus(jwt)).toBe(200);
    clock.advance(2 * 60 * 1000);
    expect(await identityStatus(jwt)).toBe(401);
    expect(await identityStatus(renewed)).toBe(200);
  });

  it('answers 401 for an expired token (nothing to extend) and without one', async () => {
    const { jwt } = freshIdentity();
    clock.advance(DEFAULT_TTL_S * 1000);
    expect((await call(urlFor('extendSession'), { method: 'POST', jwt })).status).toBe(401);
    expect((await call(urlFor('extendSession'), { method: 'POST' })).status).toBe(401);
  });

  it('a logout ends every token of the session, renewed or not', async () => {
    const { jwt } = freshIdentity();
    const renewed = bearerOf(await call(urlFor('extendSession'), { method: 'POST', jwt }));
    expect((await call(urlFor('logout'), { method: 'POST', jwt: renewed })).status).toBe(204);
    expect(await identityStatus(jwt)).toBe(401);
    expect(await identityStatus(renewed)).toBe(401);
  });

  it('a forged token naming the session is refused', async () => {
    const { jwt } = freshIdentity();
    const [header, payload] = jwt.split('.');
    expect(await identityStatus(`${header}.${payload}.forged`)).toBe(401);
  });
});

describe('a sign-in hands out a good token', () => {
  it('figureinfo with the hosted session renews a token that ran out', async () => {
    const identity = freshIdentity();
    const first = identity.jwt;
    clock.advance(DEFAULT_TTL_S * 1000 + 1);
    const response = await call(urlFor('getFigureInfo'), {
      cookie: sessionCookie(identity.uuid).split(';')[0]!,
    });
    expect(response.status).toBe(200);
    const token = bearerOf(response);
    expect(token).not.toBe(first);
    expect(await identityStatus(token)).toBe(200);
    expect(await identityStatus(first)).toBe(401);
  });

  it('figureinfo hands out the current token while it is good', async () => {
    const identity = freshIdentity();
    const response = await call(urlFor('getFigureInfo'), {
      cookie: sessionCookie(identity.uuid).split(';')[0]!,
    });
    expect(bearerOf(response)).toBe(identity.jwt);
  });
});

describe('tokenTtl=', () => {
  function browser() {
    const local = new Map<string, string>();
    const storage = {
      getItem: (key: string) => local.get(key) ?? null,
      setItem: (key: string, value: string) => void local.set(key, value),
      removeItem: (key: string) => void local.delete(key),
    };
    return {
      localStorage: storage,
      sessionStorage: { ...storage },
      cookies: { get: () => '', set: () => {} },
    };
  }

  it('sets the lifetime and gives the signed-in browser a token of it at once', async () => {
    const session = browser();
    const parsed = parseControls('as=borrower&tokenTtl=150');
    expect(parsed.messages).toEqual([]);
    expect(applyControls(parsed.actions, { lender, session })).toEqual([]);
    const jwt = session.localStorage.getItem('jwt')!;
    expect(readJwt(jwt)!.exp).toBe(Date.parse(START) / 1000 + 150);
    expect(await identityStatus(jwt)).toBe(200);
    clock.advance(150 * 1000);
    expect(await identityStatus(jwt)).toBe(401);
    // Later tokens get the same lifetime until `default`.
    expect(readJwt(freshIdentity().jwt)!.exp).toBe(Date.parse(START) / 1000 + 150 + 150);
    applyControls(parseControls('tokenTtl=default').actions, { lender, session });
    expect(lender.tokenTtlSeconds()).toBe(DEFAULT_TTL_S);
  });

  it('refuses a lifetime that is not 1 to 86400 seconds', () => {
    for (const value of ['0', '-5', 'abc', '86401']) {
      const parsed = parseControls(`tokenTtl=${value}`);
      expect(parsed.actions).toEqual([]);
      expect(parsed.messages).toEqual([
        {
          level: 'error',
          text: `tokenTtl=${value}: expected seconds from 1 to 86400, or default`,
        },
      ]);
    }
  });
});
