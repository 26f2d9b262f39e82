import { errorReport, isIgnoredNetworkError, withoutUrlQueries } from './errorReporting';

describe('the error reporter ignores network-type errors (shell §8)', () => {
  it.each([
    new TypeError('Failed to fetch'),
    new TypeError('NetworkError when attempting to fetch resource.'),
    new TypeError('Load failed'),
    new Error('Network Error'),
    new Error('Request timeout'),
    new Error('The request timed out.'),
    new TypeError('The network connection was lost.'),
    new TypeError('The Internet connection appears to be offline.'),
    new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js'),
    new TypeError('Importing a module script failed.'),
    new DOMException('The user aborted a request.', 'AbortError'),
    'cancelled',
    { name: 'TypeError', message: 'Network request failed' },
  ])('ignores %s', (error) => {
    expect(isIgnoredNetworkError(error)).toBe(true);
    expect(errorReport(error)).toBeNull();
  });

  it("ignores the API client's network failure (status 0), whatever its message", () => {
    // The shape of src/api's ApiError (domain code does not import the API layer).
    const error = Object.assign(new Error('HTTP error 0'), { name: 'ApiError', kind: 'network' });
    expect(errorReport(error)).toBeNull();
  });

  it.each(['timeout', 'rate-limited'])(
    "ignores the API client's %s error (network-type: the spec's request timeout and similar)",
    (kind) => {
      // Messages without the words the message patterns catch: only the kind decides.
      const error = Object.assign(new Error('Call failed for /service-x/api/v1/y'), {
        name: 'ApiError',
        kind,
      });
      expect(isIgnoredNetworkError(error)).toBe(true);
      expect(errorReport(error)).toBeNull();
    },
  );

  it.each(['http', 'unparseable', 'schema', 'no-response'])(
    "reports the API client's %s error",
    (kind) => {
      const error = Object.assign(new Error('Bad answer'), { name: 'ApiError', kind });
      expect(errorReport(error)).toEqual({ name: 'ApiError', message: 'Bad answer' });
    },
  );

  it('reports real defects, with URL queries taken out', () => {
    expect(errorReport(new TypeError("Cannot read properties of undefined (reading 'x')"))).toEqual(
      {
        name: 'TypeError',
        message: "Cannot read properties of undefined (reading 'x')",
      },
    );
    expect(errorReport(new Error('Bad answer from /api/v1/x?email=a@b.com#frag'))).toEqual({
      name: 'Error',
      message: 'Bad answer from /api/v1/x',
    });
    expect(
      errorReport(Object.assign(new Error('HTTP error 500'), { name: 'ApiError', kind: 'http' })),
    ).toMatchObject({ message: 'HTTP error 500' });
    expect(errorReport(undefined)).toEqual({ name: 'Error', message: 'Unknown error' });
    expect(errorReport('x'.repeat(900))!.message).toHaveLength(500);
  });

  it('keeps a text without URLs as it is', () => {
    expect(withoutUrlQueries('what? no.')).toBe('what? no.');
  });
});
