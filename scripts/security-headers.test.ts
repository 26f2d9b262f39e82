import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  STYLE_HASHES_FILE,
  builtStyleHashes,
  contentSecurityPolicy,
  headersFile,
  securityHeaders,
} from './security-headers';

/** The policy as a map: directive → its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/u);
      return [name, sources];
    }),
  );
}

describe('Content Security Policy', () => {
  it.each(['production', 'sandbox'] as const)(
    '%s: scripts and styles from the app only, no inline code, no eval, nothing framing the app',
    (environment) => {
      const policy = contentSecurityPolicy(environment);
      const csp = directives(policy);
      expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes|\*(?!\.)/u);
      expect(csp.get('default-src')).toEqual(["'none'"]);
      expect(csp.get('script-src')?.[0]).toBe("'self'");
      expect(csp.get('style-src')).toEqual(["'self'"]);
      expect(csp.get('base-uri')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'self'", 'blob:']);
    },
  );

  it('production: reaches Twilio and Plaid and loads only Plaid Link’s script from elsewhere', () => {
    const csp = directives(contentSecurityPolicy('production'));
    expect(csp.get('script-src')).toEqual([
      "'self'",
      'https://cdn.plaid.com/link/v2/stable/link-initialize.js',
    ]);
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'https://*.twilio.com',
      'wss://*.twilio.com',
      'https://production.plaid.com',
    ]);
    expect(csp.get('frame-src')).toContain('https://cdn.plaid.com');
    expect(csp.get('worker-src')).toEqual(["'none'"]);
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
  });

  it('sandbox: everything on its own origin, and its service worker', () => {
    const csp = directives(contentSecurityPolicy('sandbox'));
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('worker-src')).toEqual(["'self'"]);
    expect(contentSecurityPolicy('sandbox')).not.toMatch(/plaid|twilio/u);
  });
});

describe('security headers', () => {
  it('send HSTS, a same-origin referrer, nosniff and only the permissions the app uses', () => {
    const headers = securityHeaders('production');
    expect(headers['Strict-Transport-Security']).toMatch(/^max-age=\d{8,}; includeSubDomains$/u);
    expect(headers['Referrer-Policy']).toBe('same-origin');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Permissions-Policy']).toMatch(/camera=\(self\)/u);
    expect(headers['Permissions-Policy']).toMatch(/geolocation=\(self\)/u);
    expect(headers['Permissions-Policy']).toMatch(/payment=\(\)/u);
  });

  it('ship as a deployable headers file for the app’s path', () => {
    const file = headersFile('production', '/account/heloc/');
    const [pattern, ...lines] = file.trimEnd().split('\n');
    expect(pattern).toBe('/account/heloc/*');
    expect(lines.map((line) => line.trim().split(':')[0])).toEqual(
      Object.keys(securityHeaders('production')),
    );
    expect(lines.every((line) => line.startsWith('  '))).toBe(true);
  });
});

describe('the fallback API base in the policy', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('lets the app reach the fallback API base the fe-relative-url flag may choose', async () => {
    vi.stubEnv('VITE_API_FALLBACK_BASE_URL', 'https://api.lender.example/heloc');
    vi.resetModules();
    const { contentSecurityPolicy: policy } = await import('./security-headers');
    expect(policy('production')).toMatch(
      /connect-src [^;]*https:\/\/api\.lender\.example(?=[ ;])/u,
    );
  });

  it('adds nothing for a base that is not https', async () => {
    vi.stubEnv('VITE_API_FALLBACK_BASE_URL', 'http://api.lender.example');
    vi.resetModules();
    const { contentSecurityPolicy: policy } = await import('./security-headers');
    expect(policy('production')).not.toContain('api.lender.example');
  });
});

describe("the prerendered pages' inline styles (decision 021)", () => {
  const HASH = 'sha256-3NRAHwj+Y7W9poFcmIPvjOWN1NlCuwCTygOWJk+TEmE=';
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'heloc-csp-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('allows exactly the hashed inline styles, still no unsafe-inline', () => {
    const csp = directives(contentSecurityPolicy('production', [HASH]));
    expect(csp.get('style-src')).toEqual(["'self'", `'${HASH}'`]);
    expect(headersFile('production', '/account/heloc/', [HASH])).toContain(
      `style-src 'self' '${HASH}';`,
    );
  });

  it("reads the build's hashes, keeps only well-formed ones, and has none without a file", () => {
    expect(builtStyleHashes(dir)).toEqual([]);
    mkdirSync(join(dir, 'prerendered'));
    writeFileSync(
      join(dir, STYLE_HASHES_FILE),
      JSON.stringify([HASH, "'unsafe-inline'", 'sha256-x; script-src *']),
    );
    expect(builtStyleHashes(dir)).toEqual([HASH]);
  });
});
