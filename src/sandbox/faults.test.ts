import { faultResponse, formatFault, parseFault } from './faults';

describe('parseFault', () => {
  it.each([
    ['getProfile:500', { operation: 'getProfile', status: 500, times: null }],
    ['getProfile:503:2', { operation: 'getProfile', status: 503, times: 2 }],
    ['createHeloc:0', { operation: 'createHeloc', status: 0, times: null }],
    ['createHeloc:0:1', { operation: 'createHeloc', status: 0, times: 1 }],
    ['createHeloc:429', { operation: 'createHeloc', status: 429, times: null }],
    ['createHeloc:429@30:1', { operation: 'createHeloc', status: 429, times: 1, retryAfter: 30 }],
    ['createHeloc:429@0', { operation: 'createHeloc', status: 429, times: null, retryAfter: 0 }],
    ['payAppraisal:503@5:3', { operation: 'payAppraisal', status: 503, times: 3, retryAfter: 5 }],
    ['payAppraisal:hang', { operation: 'payAppraisal', status: 'hang', times: null }],
    ['payAppraisal:hang:2', { operation: 'payAppraisal', status: 'hang', times: 2 }],
    ['payAppraisal:LOST:1', { operation: 'payAppraisal', status: 'lost', times: 1 }],
    [' uploadDocument:lost ', { operation: 'uploadDocument', status: 'lost', times: null }],
  ])('reads %s', (text, value) => {
    expect(parseFault(text)).toStrictEqual({ ok: true, value });
  });

  it.each([
    ['getProfile', 'expected <operation>:<httpStatus|hang|lost>[@<seconds>][:<times>]'],
    ['getProfile:500:1:2', 'expected <operation>'],
    ['nope:500', 'unknown operation "nope"'],
    ['getProfile:200', 'status must be 0 (network error), 400-599, hang or lost'],
    ['getProfile:600', 'status must be 0'],
    ['getProfile:slow', 'status must be 0'],
    ['getProfile:500@3', '@<seconds> goes with 429 or 503 only'],
    ['getProfile:hang@3', '@<seconds> goes with 429 or 503 only'],
    ['getProfile:429@', '@<seconds> must be a whole number from 0 to 3600'],
    ['getProfile:429@3601', '@<seconds> must be a whole number from 0 to 3600'],
    ['getProfile:429@1@2', '@<seconds> must be a whole number'],
    ['getProfile:429@-1', '@<seconds> must be a whole number'],
    ['getProfile:lost:0', 'times must be a whole number of at least 1'],
    ['getProfile:hang:x', 'times must be a whole number of at least 1'],
  ])('refuses %s', (text, message) => {
    const parsed = parseFault(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).toContain(message);
  });
});

describe('formatFault', () => {
  it.each([
    ['createHeloc:0', { operation: 'createHeloc', status: 0, remaining: null }],
    ['createHeloc:500:2', { operation: 'createHeloc', status: 500, remaining: 2 }],
    [
      'createHeloc:429@30:1',
      { operation: 'createHeloc', status: 429, remaining: 1, retryAfter: 30 },
    ],
    ['createHeloc:hang', { operation: 'createHeloc', status: 'hang' as const, remaining: null }],
    ['createHeloc:lost:3', { operation: 'createHeloc', status: 'lost' as const, remaining: 3 }],
  ])('writes %s, which parseFault reads back', (text, fault) => {
    expect(formatFault(fault)).toBe(text);
    const parsed = parseFault(text);
    expect(parsed.ok && parsed.value.status).toBe(fault.status);
  });
});

describe('faultResponse', () => {
  it('a 429 says Retry-After: 1 unless the fault gives the seconds', () => {
    expect(faultResponse('createHeloc', 429).headers.get('retry-after')).toBe('1');
    expect(faultResponse('createHeloc', 429, 30).headers.get('retry-after')).toBe('30');
  });

  it('a 503 says Retry-After only when the fault gives it; other statuses never', () => {
    expect(faultResponse('createHeloc', 503).headers.get('retry-after')).toBeNull();
    expect(faultResponse('createHeloc', 503, 5).headers.get('retry-after')).toBe('5');
    expect(faultResponse('createHeloc', 500).headers.get('retry-after')).toBeNull();
  });

  it('lets a page on another origin read the headers it sets', () => {
    const exposed = faultResponse('createHeloc', 429).headers.get('access-control-expose-headers');
    expect(exposed?.split(', ')).toEqual(
      expect.arrayContaining(['retry-after', 'x-sandbox-fault']),
    );
  });

  it('status 0 is a network error', () => {
    expect(faultResponse('createHeloc', 0).type).toBe('error');
  });
});
