import { appHref } from './links';

describe('appHref', () => {
  it('puts in-app paths under the base path', () => {
    expect(appHref('/privacy', '/account/heloc/')).toBe('/account/heloc/privacy');
    expect(appHref('/terms', '/')).toBe('/terms');
  });
  it('leaves absolute URLs and other hrefs alone', () => {
    expect(appHref('https://www.figure.com/terms', '/account/heloc/')).toBe(
      'https://www.figure.com/terms',
    );
    expect(appHref('#main', '/account/heloc/')).toBe('#main');
  });
});
