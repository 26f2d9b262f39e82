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
