/** The landing URL's personal parameters are read once and taken out of the URL (issue 14). */
import { landingParams, resetLandingParams, takeLandingParams } from './landingParams';

afterEach(() => {
  resetLandingParams();
  window.history.replaceState(null, '', '/account/heloc/');
});

describe('takeLandingParams', () => {
  it('keeps userData in memory and replaces the URL without it (history too)', () => {
    window.history.pushState(null, '', '/account/heloc/register-v2?userData=eyJ2IjoxfQ&org=main#x');
    const length = window.history.length;
    expect(takeLandingParams()).toEqual({ userData: 'eyJ2IjoxfQ' });
    expect(`${location.pathname}${location.search}${location.hash}`).toBe(
      '/account/heloc/register-v2?org=main#x',
    );
    expect(window.history.length).toBe(length);
    expect(landingParams()).toEqual({ userData: 'eyJ2IjoxfQ' });
  });

  it('takes the older name `state` on registration paths only', () => {
    window.history.replaceState(null, '', '/account/heloc/register-v2/name?state=abc');
    expect(takeLandingParams()).toEqual({ userData: 'abc' });
    expect(location.search).toBe('');

    // Elsewhere `state` may be another service's (an OAuth return): left alone.
    window.history.replaceState(null, '', '/account/heloc/app-1/income/review?state=xyz');
    expect(takeLandingParams()).toEqual({});
    expect(location.search).toBe('?state=xyz');
  });

  it('leaves a URL without personal parameters exactly as it was', () => {
    const replace = vi.spyOn(window.history, 'replaceState');
    window.history.pushState(null, '', '/account/heloc/register-v2?utm_source=a%20b');
    replace.mockClear();
    expect(takeLandingParams()).toEqual({});
    expect(replace).not.toHaveBeenCalled();
  });
});
