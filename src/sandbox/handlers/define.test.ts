import { setupSandboxServer } from '../../testing/sandbox-server';
import { SEED } from '../lender';
import {
  IDEMPOTENCY_MISMATCH_MESSAGE,
  IDEMPOTENCY_RUNNING_MESSAGE,
  isKeptAnswer,
  operation,
  toHandlers,
} from './define';
import { urlFor } from './testUrls';

/**
 * The handlers' envelope (define.ts) through msw in node: the fault kinds (429 with Retry-After,
 * hang, lost, times) and idempotency keys, as docs/sandbox.md "Faults" and "Idempotency" say.
 */

const { server, lender } = setupSandboxServer();

const APP = SEED.borrower.applicationUuid;
const borrowerJwt = () => lender.identity(SEED.borrower.uuid)!.jwt;

interface CallInit {
  method?: string;
  jwt?: string | null;
  body?: unknown;
  key?: string;
  signal?: AbortSignal;
}

function call(url: string, { method = 'POST', jwt = null, body, key, signal }: CallInit = {}) {
  return fetch(url, {
    method,
    signal,
    headers: {
      'content-type': 'application/json',
      ...(jwt ? { authorization: `Bearer ${jwt}` } : {}),
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** A new borrower, who may create a HELOC. */
function freshBorrower(email = 'fresh@example.com'): string {
  return lender.registerIdentity({ email, password: 'Passw0rd!' }).jwt;
}

const helocBody = (street1 = '901 Test Dr', state = 'TX') => ({
  propertyRequest: { street1, city: 'Houston', state, zip: '77008', occupancyType: 'HOME' },
  propertyListedForSale: false,
  profileRequest: { name: { firstName: 'Jo', lastName: 'Journey' } },
  income: { incomePrimary: 95000, incomeOther: 0, incomeCoDeeders: [] },
  employmentType: 'FULL_TIME',
});

const createHeloc = (init: CallInit) =>
  call(urlFor('createHeloc', {}, 'state=TX'), { body: helocBody(), ...init });

function upload(key?: string, fileName = 'june.pdf') {
  const form = new FormData();
  form.set('documentType', 'BANK_LETTER');
  form.set('file', new File([new Uint8Array(1200)], fileName, { type: 'application/pdf' }));
  return fetch(urlFor('uploadDocument', { uuid: APP }), {
    method: 'POST',
    headers: {
      authorization: `Bearer ${borrowerJwt()}`,
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: form,
  });
}

describe('429 and 503 with Retry-After', () => {
  it('a 429 says Retry-After: 1 by default, then the call answers normally', async () => {
    lender.addFault('getProfile', 429, 1);
    const limited = await call(urlFor('getProfile'), { method: 'GET', jwt: borrowerJwt() });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('1');
    await expect(limited.json()).resolves.toEqual({ message: 'Too Many Requests' });
    expect((await call(urlFor('getProfile'), { method: 'GET', jwt: borrowerJwt() })).status).toBe(
      200,
    );
  });

  it('the query control chooses the seconds, for 429 and 503', async () => {
    lender.addFault('createHeloc', 429, 1, 30);
    lender.addFault('createHeloc', 503, 1, 5);
    lender.addFault('createHeloc', 503, 1);
    const jwt = freshBorrower();
    const before = lender.counts();
    const answers = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await createHeloc({ jwt });
      answers.push([response.status, response.headers.get('retry-after')]);
    }
    expect(answers).toEqual([
      [429, '30'],
      [503, '5'],
      [503, null],
    ]);
    // An injected status answers before the lender acts.
    expect(lender.counts()).toEqual(before);
  });
});

describe('hang', () => {
  it('never answers until the client aborts the call; nothing is left hanging', async () => {
    lender.addFault('getProfile', 'hang', 1);
    const controller = new AbortController();
    const pending = call(urlFor('getProfile'), {
      method: 'GET',
      jwt: borrowerJwt(),
      signal: controller.signal,
    });
    const settled = vi.fn();
    void pending.then(settled, settled);
    await vi.waitFor(() => expect(lender.hangingCalls).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled).not.toHaveBeenCalled();
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    await vi.waitFor(() => expect(lender.hangingCalls).toBe(0));
    // Its one time is used up: the next call answers.
    expect((await call(urlFor('getProfile'), { method: 'GET', jwt: borrowerJwt() })).status).toBe(
      200,
    );
  });

  it('a hung write never reaches the lender, and a reset releases what still hangs', async () => {
    lender.addFault('createHeloc', 'hang');
    const jwt = freshBorrower();
    const before = lender.counts();
    const pending = createHeloc({ jwt, key: 'k-hang' });
    const outcome = pending.then(
      (response) => response.status,
      (error: unknown) => (error as Error).name,
    );
    await vi.waitFor(() => expect(lender.hangingCalls).toBe(1));
    expect(lender.counts()).toEqual(before);
    lender.reset();
    expect(lender.hangingCalls).toBe(0);
    await expect(outcome).resolves.toBe('TypeError');
    expect(lender.state.idempotency).toEqual([]);
  });
});

describe('lost: the lender acts, then the answer is lost', () => {
  it('a retry with the same key replays the first answer: one HELOC', async () => {
    lender.addFault('createHeloc', 'lost', 1);
    const jwt = freshBorrower();
    const before = lender.counts();
    await expect(createHeloc({ jwt, key: 'k-1' })).rejects.toThrow(TypeError);
    expect(lender.counts().applications).toBe(before.applications + 1);
    expect(lender.counts().commits.createHeloc).toBe(1);

    const retry = await createHeloc({ jwt, key: 'k-1' });
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    const created = (await retry.json()) as { uuid: string };
    expect(lender.application(created.uuid)).toBeDefined();
    expect(lender.counts().applications).toBe(before.applications + 1);
    expect(lender.counts().commits.createHeloc).toBe(1);

    // And again: still the same answer, still one HELOC.
    const third = await createHeloc({ jwt, key: 'k-1' });
    await expect(third.json()).resolves.toMatchObject({ uuid: created.uuid });
    expect(lender.counts().applications).toBe(before.applications + 1);
  });

  it('without a key a retry acts twice: two documents', async () => {
    lender.addFault('uploadDocument', 'lost', 1);
    const before = lender.counts().documents;
    await expect(upload()).rejects.toThrow(TypeError);
    expect(lender.counts().documents).toBe(before + 1);
    expect((await upload()).status).toBe(200);
    expect(lender.counts().documents).toBe(before + 2);
    expect(lender.counts().commits.uploadDocument).toBe(2);
  });

  it('a multipart retry with the same key replays, whatever its boundary: one document', async () => {
    lender.addFault('uploadDocument', 'lost', 1);
    const before = lender.counts().documents;
    await expect(upload('k-doc')).rejects.toThrow(TypeError);
    const retry = await upload('k-doc');
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(lender.counts().documents).toBe(before + 1);
    // Another file under the same key is another request.
    const other = await upload('k-doc', 'july.pdf');
    expect(other.status).toBe(422);
    expect(lender.counts().documents).toBe(before + 1);
  });

  it('times count for lost: the second call answers normally', async () => {
    lender.addFault('uploadDocument', 'lost', 1);
    await expect(upload()).rejects.toThrow(TypeError);
    expect((await upload()).status).toBe(200);
    expect(lender.state.settings.faults).toEqual([]);
  });
});

describe('idempotency keys', () => {
  it('the same key with a different body answers 422 and acts on nothing', async () => {
    const jwt = freshBorrower();
    expect((await createHeloc({ jwt, key: 'k-2' })).status).toBe(201);
    const applications = lender.counts().applications;
    const other = await call(urlFor('createHeloc', {}, 'state=TX'), {
      jwt,
      key: 'k-2',
      body: helocBody('1 Other St'),
    });
    expect(other.status).toBe(422);
    await expect(other.json()).resolves.toEqual({ errors: [IDEMPOTENCY_MISMATCH_MESSAGE] });
    expect(lender.counts().applications).toBe(applications);
  });

  it('the same body with its keys in another order is the same request', async () => {
    const jwt = freshBorrower();
    const body = helocBody();
    expect((await createHeloc({ jwt, key: 'k-order' })).status).toBe(201);
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const again = await call(urlFor('createHeloc', {}, 'state=TX'), {
      jwt,
      key: 'k-order',
      body: reordered,
    });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
  });

  it('a key is the caller’s own: another identity with the same key acts', async () => {
    const first = freshBorrower('first@example.com');
    const second = freshBorrower('second@example.com');
    const applications = lender.counts().applications;
    const a = await createHeloc({ jwt: first, key: 'shared' });
    const b = await createHeloc({ jwt: second, key: 'shared' });
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.headers.get('idempotent-replayed')).toBeNull();
    expect(lender.counts().applications).toBe(applications + 2);
  });

  it('a refusal (4xx) is kept and replayed; an injected fault keeps nothing', async () => {
    const jwt = freshBorrower();
    const hawaii = () =>
      call(urlFor('createHeloc'), { jwt, key: 'k-hi', body: helocBody('1 Beach Rd', 'HI') });
    const refused = await hawaii();
    expect(refused.status).toBe(400);
    const replayed = await hawaii();
    expect(replayed.status).toBe(400);
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    await expect(replayed.json()).resolves.toEqual({
      errors: ['We do not currently offer loans in Hawaii.'],
    });

    lender.addFault('createHeloc', 503, 1);
    expect((await createHeloc({ jwt, key: 'k-503' })).status).toBe(503);
    const retry = await createHeloc({ jwt, key: 'k-503' });
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBeNull();
    expect(lender.counts().commits.createHeloc).toBe(1);
  });

  it('a read ignores the key; a key is kept in the persisted state and forgotten on reset', async () => {
    const read = await call(urlFor('getProfile'), { method: 'GET', jwt: borrowerJwt(), key: 'r' });
    expect(read.status).toBe(200);
    expect(lender.state.idempotency).toEqual([]);
    const jwt = freshBorrower();
    await createHeloc({ jwt, key: 'k-kept' });
    const identity = lender.identityForToken(jwt)!;
    expect(lender.snapshot().idempotency).toEqual([
      expect.objectContaining({
        operation: 'createHeloc',
        caller: identity.uuid,
        key: 'k-kept',
        status: 201,
      }),
    ]);
    lender.reset();
    expect(lender.state.idempotency).toEqual([]);
    expect(lender.counts().commits).toEqual({});
  });

  it('a repeat while the first call still runs answers 409; the first one acts once', async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    let runs = 0;
    server.use(
      ...toHandlers(
        [
          operation('sendCeoFeedback', async () => {
            runs += 1;
            await gate;
            return { ok: true };
          }),
        ],
        lender,
      ),
    );
    const init = { jwt: borrowerJwt(), key: 'k-run', body: { message: 'hi' } };
    const first = call(urlFor('sendCeoFeedback'), init);
    await vi.waitFor(() => expect(runs).toBe(1));
    const second = await call(urlFor('sendCeoFeedback'), init);
    expect(second.status).toBe(409);
    await expect(second.json()).resolves.toEqual({ errors: [IDEMPOTENCY_RUNNING_MESSAGE] });
    open();
    expect((await first).status).toBe(200);
    const third = await call(urlFor('sendCeoFeedback'), init);
    expect(third.headers.get('idempotent-replayed')).toBe('true');
    expect(runs).toBe(1);
    expect(lender.counts().commits.sendCeoFeedback).toBe(1);
  });
});

describe('isKeptAnswer', () => {
  it.each([
    [200, true],
    [201, true],
    [204, true],
    [400, true],
    [404, true],
    [409, true],
    [422, true],
    [401, false],
    [408, false],
    [429, false],
    [500, false],
    [503, false],
  ])('%i: %s', (status, kept) => {
    expect(isKeptAnswer(status)).toBe(kept);
  });
});
