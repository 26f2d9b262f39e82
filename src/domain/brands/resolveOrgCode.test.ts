import { resolveOrgCode, unknownRequestedOrg } from './resolveOrgCode';

describe('resolveOrgCode', () => {
  it.each([
    // org query parameter wins when it names a known brand
    [{ hostname: 'www.figure.com', search: '?org=fairway' }, 'fairway'],
    [{ hostname: 'heloc.fairway.com', search: 'org=CMG' }, 'cmg'],
    [{ hostname: 'heloc.fairway.com', search: '?org=unknown' }, 'fairway'],
    [{ hostname: 'localhost', search: '?org=agewell&x=1' }, 'agewell'],
    // localhost subdomains
    [{ hostname: 'fairway.localhost' }, 'fairway'],
    [{ hostname: 'figure-ny.localhost' }, 'figure-ny'],
    [{ hostname: 'nobody.localhost' }, 'figure'],
    [{ hostname: 'localhost' }, 'figure'],
    [{ hostname: '127.0.0.1' }, 'figure'],
    // ephemeral preview hosts
    [{ hostname: 'pr-123--fairway.preview.heloc.test' }, 'fairway'],
    [{ hostname: 'pr-7--figure-wholesale.preview.heloc.test' }, 'figure-wholesale'],
    [{ hostname: 'pr-7--nobody.preview.heloc.test' }, 'figure'],
    [{ hostname: 'pr-7.preview.heloc.test' }, 'figure'],
    // production hosts
    [{ hostname: 'heloc.fairway.com' }, 'fairway'],
    [{ hostname: 'www.figure.com' }, 'figure'],
    [{ hostname: 'figure.com' }, 'figure'],
    [{ hostname: 'ny.figure.com' }, 'figure-ny'],
    [{ hostname: 'apply.ny.figure.com' }, 'figure-ny'],
    [{ hostname: 'wholesale.figure.com' }, 'figure-wholesale'],
    [{ hostname: 'heloc.cmgfi.com' }, 'cmg'],
    [{ hostname: 'HELOC.Fairway.COM.' }, 'fairway'],
    [{ hostname: 'heloc.homepoint.net' }, 'homepoint'],
    // default
    [{ hostname: 'example.org' }, 'figure'],
    [{ hostname: 'notfigure.com' }, 'figure'],
  ])('%o → %s', (location, expected) => {
    expect(resolveOrgCode(location)).toBe(expected);
  });
});

describe('unknownRequestedOrg (shell §8: no private label data)', () => {
  it.each([
    [{ hostname: 'example.org', search: '?org=nosuch' }, 'nosuch'],
    [{ hostname: '127.0.0.1', search: '?org=NoSuch' }, 'nosuch'],
    [{ hostname: 'nosuch.localhost' }, 'nosuch'],
    [{ hostname: 'pr-12--nosuch.preview.heloc.test' }, 'nosuch'],
  ])('%o names the unknown org %s', (location, expected) => {
    expect(unknownRequestedOrg(location)).toBe(expected);
  });

  it.each([
    { hostname: 'www.figure.com', search: '?org=fairway' },
    // The host is a brand's own: a stray org is ignored (resolveOrgCode gives the host's brand).
    { hostname: 'www.figure.com', search: '?org=nosuch' },
    { hostname: 'heloc.fairway.com', search: '?org=nosuch' },
    { hostname: 'fairway.localhost' },
    { hostname: 'localhost' },
    { hostname: 'pr-12.preview.heloc.test' },
    { hostname: 'pr-12--cmg.preview.heloc.test' },
    // An unknown production host is the main brand's, not a missing one.
    { hostname: 'example.org' },
    { hostname: '127.0.0.1', search: '?org=' },
  ])('%o asks for nothing unknown', (location) => {
    expect(unknownRequestedOrg(location)).toBeNull();
  });
});
