import {
  ApiError,
  UNEXPECTED_ERROR_MESSAGE,
  combineErrorMessages,
  isAbortError,
  isUnauthenticated,
  serverMessagesOf,
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
