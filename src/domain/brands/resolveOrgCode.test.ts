import { resolveOrgCode } from './resolveOrgCode';

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
