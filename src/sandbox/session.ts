/**
 * The hosted-login session of the sandbox: the stand-in login (/auth/login) and the staff tools
 * set a cookie `sandbox_session=<identity uuid>` (path /), as the lender's hosted login would set
 * its own session cookie. `GET /identity-broker/.../self/figureinfo` reads it and answers the
 * identity's bearer token in an `authorization` header; the logout call clears it.
 */

export const SESSION_COOKIE = 'sandbox_session';

/** localStorage key of the bearer token (the API client's key). */
export const JWT_KEY = 'jwt';

/** sessionStorage key of the chosen org code (the app's org resolution reads it after `?org=`). */
export const ORG_KEY = 'org';

export function sessionCookie(identityUuid: string): string {
  return `${SESSION_COOKIE}=${encodeURIComponent(identityUuid)}; Path=/; SameSite=Lax`;
}

export function expiredSessionCookie(): string {
  return `${SESSION_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}

export function readSessionCookie(cookieHeader: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE) {
      const uuid = decodeURIComponent(value.join('='));
      return uuid === '' ? null : uuid;
    }
  }
  return null;
}

/** What the browser helpers need (injected in tests). */
export interface BrowserSessionEnv {
  localStorage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  sessionStorage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** document.cookie, or a fake. */
  cookies: { get(): string; set(cookie: string): void };
}

export function browserSessionEnv(): BrowserSessionEnv {
  return {
    localStorage: window.localStorage,
    sessionStorage: window.sessionStorage,
    cookies: {
      get: () => document.cookie,
      set: (cookie) => {
        document.cookie = cookie;
      },
    },
  };
}

/** Signs the browser in as the identity (hosted session + the token where the API client keeps it), or out. */
export function setBrowserSession(
  env: BrowserSessionEnv,
  identity: { uuid: string; jwt: string } | null,
): void {
  if (identity) {
    env.cookies.set(sessionCookie(identity.uuid));
    env.localStorage.setItem(JWT_KEY, identity.jwt);
  } else {
    env.cookies.set(expiredSessionCookie());
    env.localStorage.removeItem(JWT_KEY);
  }
}

/** The identity uuid of the browser's hosted session, if any. */
export function browserSessionIdentity(env: BrowserSessionEnv): string | null {
  return readSessionCookie(env.cookies.get());
}
