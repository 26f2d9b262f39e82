/**
 * Flags and experiments over HTTP (msw): the base URL chosen by fe-relative-url-{application}
 * with its fallback (shell §7, §8), the decision refused without a telemetry session, and the
 * experiment assignments read from a decision (designed, docs/sandbox.md).
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { configureApi, resetApiConfig } from './config';
import { chooseApiBaseUrl, experimentsFromDecision, postDecision } from './optimize';

const ORIGIN = 'http://app.test';
const FALLBACK = 'https://api.lender.test';
const server = setupServer();
const asked: unknown[] = [];

function answerFeature(answer: { enabled: boolean } | 'down') {
  server.use(
    http.post(`${ORIGIN}/service-optimize/external/api/v1/feature`, async ({ request }) => {
      asked.push(await request.json());
      return answer === 'down'
        ? HttpResponse.json({ message: 'down' }, { status: 503 })
        : HttpResponse.json(answer);
    }),
  );
}

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  asked.length = 0;
  configureApi({ baseUrl: ORIGIN });
});
afterEach(() => {
  server.resetHandlers();
  resetApiConfig();
});
afterAll(() => server.close());

describe('the fe-relative-url-{application} base URL', () => {
  const user = { trackerId: 't-1', attributes: { organization: 'main' } };

  it('is the app’s own origin (relative calls) when the flag is on', async () => {
    answerFeature({ enabled: true });
    await expect(chooseApiBaseUrl('heloc', FALLBACK, user)).resolves.toBeUndefined();
    expect(asked).toEqual([{ featureKey: 'fe-relative-url-heloc', optimizeUser: user }]);
  });

  it('is the fallback when the flag is off', async () => {
    answerFeature({ enabled: false });
    await expect(chooseApiBaseUrl('heloc', FALLBACK, user)).resolves.toBe(FALLBACK);
  });

  it('is the fallback when the lookup fails', async () => {
    answerFeature('down');
    await expect(chooseApiBaseUrl('heloc', FALLBACK, user)).resolves.toBe(FALLBACK);
  });
});

describe('a decision request', () => {
  it('is refused without a telemetry session (no tracker id)', async () => {
    await expect(postDecision('secure', { trackerId: '' })).rejects.toThrow(
      'Could not establish session.',
    );
  });
});

describe('experiment assignments in a decision', () => {
  it('are the features naming an experiment, with their variation', () => {
    expect(
      experimentsFromDecision([
        { key: 'fe-webchat', enabled: true, variables: {} },
        { key: 'exp-a', enabled: true, variables: { experimentName: 'a', variation: 'control' } },
        { key: 'exp-b', enabled: true, variables: { experimentName: 'b' } },
        { key: 'exp-c', enabled: false, variables: { experimentName: 'c' } },
        { key: 'exp-c2', enabled: true, variables: { experimentName: 'c' } },
      ]),
    ).toEqual([
      { name: 'a', variation: 'control' },
      { name: 'b', variation: 'variation' },
      { name: 'c', variation: 'control' },
    ]);
  });
});
