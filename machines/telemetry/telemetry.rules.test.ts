/** The event body (shell §3) and the query allow-list: no personal data leaves in telemetry. */
import { telemetryQueryParams } from '../../src/domain/queryParams';
import {
  isRepeatView,
  pageViewEvent,
  pageViewOf,
  withMark,
  markedApplications,
} from './telemetry.rules';

const KEY = { uuid: 's', epoch: 1, trackerUuid: 't' };
const APP = 'a0000000-0000-4000-8000-000000000001';

describe('the page-view event body', () => {
  it('carries every field of the spec’s event body', () => {
    const view = pageViewOf(`/account/heloc/${APP}/start/hmda`, '?utm_campaign=spring', 'id-1');
    expect(pageViewEvent(view, KEY, 'heloc.example.test')).toEqual({
      domain: 'heloc.example.test',
      queryParams: { utm_campaign: 'spring' },
      pagePath: `/account/heloc/${APP}/start/hmda`,
      event: 'HELOC: Page View',
      sessionKey: KEY,
      identityId: 'id-1',
      applicationUuid: APP,
      eventType: 'page',
      productType: 'HELOC',
      eventProperties: { pagePath: `/account/heloc/${APP}/start/hmda` },
      dontDedupe: false,
      dedupeProperty: 'pagePath',
    });
  });

  it('leaves out the identity and application when unknown', () => {
    const event = pageViewEvent(pageViewOf('/register-v2', '', null), KEY, 'd');
    expect(event).not.toHaveProperty('identityId');
    expect(event).not.toHaveProperty('applicationUuid');
    expect(event.pagePath).toBe('/account/heloc/register-v2');
  });

  it('can name the crypto product type', () => {
    expect(pageViewEvent(pageViewOf('/', '', null), KEY, 'd', 'CRYPTO_HELOC').productType).toBe(
      'CRYPTO_HELOC',
    );
  });
});

describe('query parameters in telemetry', () => {
  it('keep attribution only: no prefill, e-mail, referral, offer code or unknown parameter', () => {
    expect(
      telemetryQueryParams(
        '?userData=eyJuYW1lIjoiSmFuZSJ9&state=x&email=jane%40example.com&rid=r1&offerCode=O1&affiliate=a&utm_source=news&utm_medium=mail&org=main&realm=agent&referrer=lo-1&gclid=g',
      ),
    ).toEqual({
      utm_source: 'news',
      utm_medium: 'mail',
      org: 'main',
      realm: 'agent',
      referrer: 'lo-1',
    });
  });
});

describe('de-duplication', () => {
  it('is by path, ignoring the query and the app base', () => {
    expect(isRepeatView(null, '/register-v2')).toBe(false);
    expect(isRepeatView('/account/heloc/register-v2', '/register-v2')).toBe(true);
    expect(isRepeatView('/account/heloc/register-v2', '/account/heloc/register-v2?x=1')).toBe(true);
    expect(isRepeatView('/account/heloc/register-v2', '/register-v2/property')).toBe(false);
  });
});

describe('per-application marks', () => {
  it('add and remove one application, reading anything else as empty', () => {
    expect(markedApplications('not json')).toEqual([]);
    expect(markedApplications(withMark(null, 'a', true))).toEqual(['a']);
    expect(markedApplications(withMark('["a","b"]', 'a', false))).toEqual(['b']);
  });
});
