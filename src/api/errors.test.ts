import {
  ApiError,
  NETWORK_ERROR_MESSAGE,
  UNEXPECTED_ERROR_MESSAGE,
  combineErrorMessages,
  isAbortError,
  isPresentableMessage,
  isUnauthenticated,
  serverMessagesOf,
  userMessageOf,
} from './errors';

function httpError(status: number, serverMessages: string[] = []): ApiError {
  return new ApiError({
    kind: 'http',
    status,
    url: 'http://api.test/x',
    serverMessages,
    message: combineErrorMessages(serverMessages),
  });
}

describe('combineErrorMessages', () => {
  it('joins with ", " and ends with one period', () => {
    expect(combineErrorMessages(['First', 'Second'])).toBe('First, Second.');
  });

  it('removes duplicates, also when only a trailing period differs', () => {
    expect(combineErrorMessages(['Same', 'Other', 'Same.', ' Same '])).toBe('Same, Other.');
  });

  it('never doubles the final period', () => {
    expect(combineErrorMessages(['Ends with a period.'])).toBe('Ends with a period.');
    expect(combineErrorMessages(['A..', 'B'])).toBe('A, B.');
  });

  it.each([[[]], [null], [undefined], [['', '  ', '.']], [[42, { message: 'x' }]]])(
    'gives "Something unexpected happened" for %j',
    (input) => {
      expect(combineErrorMessages(input as unknown[] | null | undefined)).toBe(
        'Something unexpected happened',
      );
    },
  );

  it('uses the exact unexpected-error text of the spec', () => {
    expect(UNEXPECTED_ERROR_MESSAGE).toBe('Something unexpected happened');
  });
});

describe('serverMessagesOf', () => {
  it('reads errors (strings and {message}), message and status.message', () => {
    expect(
      serverMessagesOf({
        errors: ['a', { message: 'b' }, { code: 1 }, 3],
        message: 'c',
        status: { message: 'd' },
      }),
    ).toEqual(['a', 'b', 'c', 'd']);
  });

  it('reads nothing from bodies that are not objects', () => {
    expect(serverMessagesOf('text')).toEqual([]);
    expect(serverMessagesOf(undefined)).toEqual([]);
    expect(serverMessagesOf([{ message: 'x' }])).toEqual([]);
  });
});

describe('isUnauthenticated', () => {
  it('is true for any 401', () => {
    expect(isUnauthenticated(httpError(401))).toBe(true);
  });

  it.each(['unauthenticated', 'Unauthenticated', 'invalid signature', 'INVALID SIGNATURE.'])(
    'is true for a 403 saying %j',
    (message) => {
      expect(isUnauthenticated(httpError(403, [message]))).toBe(true);
    },
  );

  it('is false for a 403 with another message, or none', () => {
    expect(isUnauthenticated(httpError(403, ['Access denied']))).toBe(false);
    expect(isUnauthenticated(httpError(403))).toBe(false);
  });

  it('is false for other statuses and other errors', () => {
    expect(isUnauthenticated(httpError(400, ['unauthenticated']))).toBe(false);
    expect(isUnauthenticated(new Error('unauthenticated'))).toBe(false);
    expect(isUnauthenticated(undefined)).toBe(false);
  });
});

describe('ApiError', () => {
  it('defaults status to 0 and keeps what it was given', () => {
    const error = new ApiError({ kind: 'network', url: 'u', message: 'm', data: { a: 1 } });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'ApiError',
      kind: 'network',
      status: 0,
      statusText: '',
      url: 'u',
    });
    expect(error.data).toEqual({ a: 1 });
  });

  it('tells an abort apart', () => {
    expect(isAbortError(new DOMException('stop', 'AbortError'))).toBe(true);
    expect(isAbortError(new ApiError({ kind: 'network', url: 'u', message: 'm' }))).toBe(false);
  });
});

describe('the message a person sees (userMessageOf)', () => {
  const url = 'http://127.0.0.1:5173/service-heloc/api/v1/application/8e1f';
  const failed = (kind: ApiError['kind'], message: string) =>
    new ApiError({ kind, message, url, status: kind === 'http' ? 500 : 0 });

  it("is the lender's own words for an HTTP error", () => {
    expect(userMessageOf(failed('http', 'Your SSN does not match.'))).toBe(
      'Your SSN does not match.',
    );
  });

  it('is a plain sentence for a network failure, never the URL', () => {
    expect(userMessageOf(failed('network', `Network request failed for ${url}`))).toBe(
      NETWORK_ERROR_MESSAGE,
    );
  });

  it.each([
    ['no-response', `Response was not defined for ${url}`],
    ['unparseable', `Response was not convertible to json for ${url}`],
    ['schema', `Response did not match the expected format for ${url}`],
  ] as const)('hides the URL of a %s error', (kind, message) => {
    expect(userMessageOf(failed(kind, message))).toBe(UNEXPECTED_ERROR_MESSAGE);
  });

  it.each([
    '[GET] "/service-heloc/api/v1/application/8e1f": 500 Internal Server Error',
    'Failed at https://internal.lender.test/api/x.',
    'Could not read /identity-broker/customer/api/v3/login',
    'TypeError: Cannot read properties of undefined',
    'Error: boom\n    at fetchStatus (client.ts:12:3)',
    'NullPointerException at com.lender.Service.call(Service.java:42)',
    'boom (assets/index-abc.js:1:200)',
  ])('falls back to the generic message when the text is internal: %s', (message) => {
    expect(userMessageOf(failed('http', message))).toBe(UNEXPECTED_ERROR_MESSAGE);
  });

  it('is the generic message for anything that is not a call error', () => {
    expect(userMessageOf(new Error(`[GET] "${url}": <no response>`))).toBe(
      UNEXPECTED_ERROR_MESSAGE,
    );
    expect(userMessageOf('boom')).toBe(UNEXPECTED_ERROR_MESSAGE);
    expect(userMessageOf(undefined)).toBe(UNEXPECTED_ERROR_MESSAGE);
  });

  it.each([
    'Please enter a valid date (MM/DD/YYYY).',
    'Income must be at least $0, and/or less than $10,000,000.',
    UNEXPECTED_ERROR_MESSAGE,
  ])('lets ordinary sentences through: %s', (message) => {
    expect(isPresentableMessage(message)).toBe(true);
  });
});
