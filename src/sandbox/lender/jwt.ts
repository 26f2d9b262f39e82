import type { IdentityKind } from './types';

function base64url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/gu, '-').replace(/\//gu, '_').replace(/=+$/u, '');
}

export interface SandboxJwtClaims {
  sub: string;
  email: string;
  kind: IdentityKind;
  /** Seconds since the epoch. */
  iat: number;
  /** Unique per issue: a new token after each logout. */
  jti: string;
  /** Seconds since the epoch when the token stops being accepted (absent: never; seed tokens). */
  exp?: number;
  /**
   * The sign-in session the token belongs to: a renewed token (`extendSession`) keeps it, a
   * logout starts a new one. Earlier tokens of the current session stay valid until their `exp`,
   * as a real lender's stateless JWTs would (a call in flight while the token was renewed).
   */
  sid?: string;
}

/**
 * A JWT-shaped bearer token. The sandbox does not verify signatures: a token is valid while it is
 * the identity's current token in the lender's state.
 */
export function makeJwt(claims: SandboxJwtClaims): string {
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(JSON.stringify({ iss: 'heloc-sandbox', ...claims }));
  const signature = base64url(`sandbox-signature:${claims.jti}`);
  return `${header}.${payload}.${signature}`;
}

function fromBase64url(text: string): string {
  const base64 = text.replace(/-/gu, '+').replace(/_/gu, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/**
 * The claims of a token this sandbox made (its signature part matches its `jti`), else null.
 * Still no cryptography: it only tells the sandbox's own tokens from anything else.
 */
export function readJwt(token: string): SandboxJwtClaims | null {
  const [, payload, signature] = token.split('.');
  if (!payload || !signature) return null;
  try {
    const claims = JSON.parse(fromBase64url(payload)) as Partial<SandboxJwtClaims>;
    if (typeof claims.sub !== 'string' || typeof claims.jti !== 'string') return null;
    if (signature !== base64url(`sandbox-signature:${claims.jti}`)) return null;
    return claims as SandboxJwtClaims;
  } catch {
    return null;
  }
}
