import {
  ApiError,
  NETWORK_ERROR_MESSAGE,
  RATE_LIMITED_MESSAGE,
  TIMEOUT_ERROR_MESSAGE,
  UNEXPECTED_ERROR_MESSAGE,
  combineErrorMessages,
  isAbortError,
  isLostAnswer,
  isPresentableMessage,
  isTransient,
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

  it('carries the wait a 429 asked for, and none otherwise', () => {
    const limited = new ApiError({
      kind: 'rate-limited',
      url: 'u',
      message: 'm',
      retryAfterMs: 2_000,
    });
    expect(limited.retryAfterMs).toBe(2_000);
    expect(new ApiError({ kind: 'http', url: 'u', message: 'm' }).retryAfterMs).toBeUndefined();
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

  it('is a plain sentence for a timeout, never the URL', () => {
    const error = failed('timeout', `Request timed out after 20000 ms for ${url}`);
    expect(userMessageOf(error)).toBe(TIMEOUT_ERROR_MESSAGE);
    expect(TIMEOUT_ERROR_MESSAGE).toBe('The server took too long to answer. Please try again.');
  });

  it('is a plain sentence for a rate limit, whatever the lender wrote', () => {
    const error = new ApiError({
      kind: 'rate-limited',
      status: 429,
      url,
      message: `Too many requests (429) for ${url}`,
      serverMessages: ['quota exceeded for client 7'],
      retryAfterMs: 30_000,
    });
    expect(userMessageOf(error)).toBe(RATE_LIMITED_MESSAGE);
    expect(RATE_LIMITED_MESSAGE).toBe('Too many requests right now. Please try again in a moment.');
  });

  it.each([TIMEOUT_ERROR_MESSAGE, RATE_LIMITED_MESSAGE, NETWORK_ERROR_MESSAGE])(
    'is presentable: %s',
    (message) => {
      expect(isPresentableMessage(message)).toBe(true);
    },
  );

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

describe('isLostAnswer and isTransient (what a chart may retry, and how)', () => {
  const make = (kind: ApiError['kind'], status = 0) =>
    new ApiError({ kind, status, url: 'http://api.test/x', message: 'm' });

  it.each([
    ['network', true, true, make('network')],
    ['timeout', true, true, make('timeout')],
    ['no-response', true, true, make('no-response')],
    ['rate-limited', false, true, make('rate-limited', 429)],
    ['http 500', false, true, make('http', 500)],
    ['http 503', false, true, make('http', 503)],
    ['http 408', false, true, make('http', 408)],
    ['http 429', false, true, make('http', 429)],
    ['http 400', false, false, make('http', 400)],
    ['http 401', false, false, make('http', 401)],
    ['http 409', false, false, make('http', 409)],
    ['unparseable', false, false, make('unparseable', 200)],
    ['schema', false, false, make('schema', 200)],
  ])('%s: lost answer %s, transient %s', (_name, lost, transient, error) => {
    expect(isLostAnswer(error)).toBe(lost);
    expect(isTransient(error)).toBe(transient);
  });

  it('is false for an abort and for anything that is not a call error', () => {
    for (const error of [new DOMException('stop', 'AbortError'), new Error('network'), undefined]) {
      expect(isLostAnswer(error)).toBe(false);
      expect(isTransient(error)).toBe(false);
    }
  });
});
