import {
  RETURN_PARAMS,
  STEP_PARAMS,
  TELEMETRY_PARAMS,
  keepParams,
  personalParamsAt,
  personalParamsOf,
  returnSearch,
  stepSearch,
  telemetryPageUrl,
  telemetryQueryParams,
  withLandingParams,
  withoutPersonalParams,
} from './queryParams';

const PERSONAL = ['userData', 'state', 'email', 'firstName', 'dob', 'phone'];

describe('the allow-lists', () => {
  it('never let personal parameters travel', () => {
    for (const list of [STEP_PARAMS, RETURN_PARAMS, TELEMETRY_PARAMS]) {
      for (const name of PERSONAL) expect(list).not.toContain(name);
    }
  });

  it('carry the registration parameters the spec names between steps', () => {
    expect(STEP_PARAMS).toEqual(
      expect.arrayContaining(['referrer', 'rid', 'utm_source', 'utm_id', 'org', 'pop-webchat']),
    );
    expect(STEP_PARAMS).not.toContain('step');
  });

  it('send telemetry attribution only (no referral, offer code or affiliate record)', () => {
    expect(TELEMETRY_PARAMS).not.toContain('rid');
    expect(TELEMETRY_PARAMS).not.toContain('offerCode');
    expect(TELEMETRY_PARAMS).not.toContain('prepopId');
  });
});

describe('keepParams', () => {
  it('drops what is not allowed', () => {
    expect(stepSearch('?userData=abc&utm_source=tv&x=1&referrer=lo')).toBe(
      '?utm_source=tv&referrer=lo',
    );
    expect(stepSearch('?userData=abc')).toBe('');
    expect(stepSearch('')).toBe('');
  });

  it('returns the text as it was when nothing is dropped (no re-encoding)', () => {
    expect(keepParams('?utm_campaign=a%20b&org=main', STEP_PARAMS)).toBe(
      '?utm_campaign=a%20b&org=main',
    );
  });

  it('keeps the application screens’ own parameters in a return URL', () => {
    expect(returnSearch('?from=signing/intro&uwDecision=APPROVE&state=s&email=a')).toBe(
      '?from=signing%2Fintro&uwDecision=APPROVE',
    );
  });

  it('gives telemetry the attribution map and a page URL without the rest', () => {
    expect(telemetryQueryParams('?utm_source=tv&rid=r-1&userData=x')).toEqual({
      utm_source: 'tv',
    });
    expect(
      telemetryPageUrl('https://x.test/account/heloc/register-v2?userData=abc&org=main#top'),
    ).toBe('https://x.test/account/heloc/register-v2?org=main');
    expect(telemetryPageUrl('not a url')).toBe('');
  });
});

describe('personal parameters', () => {
  it('are userData anywhere and state on registration paths', () => {
    expect(personalParamsAt('/account/heloc/register-v2/name')).toEqual(['userData', 'state']);
    expect(personalParamsAt('/account/heloc/register')).toEqual(['userData', 'state']);
    expect(personalParamsAt('/account/heloc/app-1/income/review')).toEqual(['userData']);
  });

  it('are read (userData first) and removed, the rest kept as it was', () => {
    expect(personalParamsOf('?state=s&userData=u')).toEqual({ userData: 'u' });
    expect(personalParamsOf('?state=s', ['userData'])).toEqual({});
    expect(withoutPersonalParams('?a=1&userData=u&state=s')).toBe('?a=1');
    expect(withoutPersonalParams('?a=%20')).toBe('?a=%20');
  });

  it('are put back for the registration start only when the URL has none', () => {
    expect(withLandingParams('?org=main', { userData: 'u' })).toBe('?org=main&userData=u');
    expect(withLandingParams('?userData=v', { userData: 'u' })).toBe('?userData=v');
    expect(withLandingParams('?org=main', {})).toBe('?org=main');
  });
});
