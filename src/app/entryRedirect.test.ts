import { entryRedirect, isInsideApp } from './entryRedirect';

const at = (path: string) => {
  const url = new URL(path, 'https://example.com');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
};

describe('old addresses outside the app base', () => {
  it('sends /account/heloc-signer/login to the signer login, keeping the query', () => {
    expect(entryRedirect(at('/account/heloc-signer/login?x=1'))).toBe(
      '/account/heloc/heloc-signer/login?x=1',
    );
  });

  it('sends the bare old signer path to the signer index (which leads to its login)', () => {
    expect(entryRedirect(at('/account/heloc-signer'))).toBe('/account/heloc/heloc-signer');
    expect(entryRedirect(at('/account/heloc-signer/'))).toBe('/account/heloc/heloc-signer/');
  });

  it('leaves the app and other sites alone', () => {
    expect(entryRedirect(at('/account/heloc/heloc-signer/login'))).toBeNull();
    expect(entryRedirect(at('/account/heloc/register-v2'))).toBeNull();
    expect(entryRedirect(at('/account/heloc-signers'))).toBeNull();
    expect(entryRedirect(at('/dashboard'))).toBeNull();
  });

  it('tells the app base from a path that only starts with its characters', () => {
    expect(isInsideApp('/account/heloc')).toBe(true);
    expect(isInsideApp('/account/heloc/register-v2')).toBe(true);
    expect(isInsideApp('/account/heloc-signer/login')).toBe(false);
  });
});
