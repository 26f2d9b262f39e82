import {
  ALL_CHECKLIST_STATUSES,
  ROUTED_STATUSES,
  STATUS_TABLE,
  isTerminalStatus,
  isWaitingStatus,
  keepOnlyPopWebchat,
  routeAfterDecline,
  routeForStatus,
  statusRedirectPath,
} from './statusRoutes';
import type { RouteInput, StatusRoute } from './statusRoutes';

/**
 * One fixture per row of registration spec §4, written by hand from the spec (not from the
 * table): the statuses of the row, the extra fields the row needs to take its main branch, and the
 * screen expected. Conditional rows have their other branches tested below.
 */
interface RowFixture {
  row: string;
  statuses: string[];
  extra?: Partial<RouteInput>;
  expected: StatusRoute;
}

const ROWS: RowFixture[] = [
  { row: 'CREDIT_NO_MATCH', statuses: ['CREDIT_NO_MATCH'], expected: { screen: 'credit/social' } },
  {
    row: 'CREDIT_NO_MATCH_SSN',
    statuses: ['CREDIT_NO_MATCH_SSN'],
    expected: { screen: 'review-app/no-credit' },
  },
  {
    row: 'locked or frozen credit',
    statuses: ['HARD_CREDIT_LOCKED_OR_FROZEN', 'SOFT_CREDIT_LOCKED_OR_FROZEN'],
    expected: { screen: 'credit/error' },
  },
  {
    row: 'no or several properties',
    statuses: ['NO_PROPERTY_FOUND', 'MULTIPLE_PROPERTIES'],
    expected: { screen: 'review-app/property' },
  },
  { row: 'DECLINED', statuses: ['DECLINED'], expected: { screen: 'error/decline' } },
  {
    row: 'COLLECT_ADDITIONAL_INFO',
    statuses: ['COLLECT_ADDITIONAL_INFO'],
    expected: { screen: 'start/contact' },
  },
  { row: 'HMDA', statuses: ['HMDA'], expected: { screen: 'start/hmda' } },
  {
    row: 'DELINQUENCY_REVIEW',
    statuses: ['DELINQUENCY_REVIEW'],
    expected: { screen: 'review-app/delinquency' },
  },
  {
    row: 'GEN_CLOSING_DISCLOSURE',
    statuses: ['GEN_CLOSING_DISCLOSURE'],
    expected: { screen: 'review-app/signdocs' },
  },
  {
    row: 'note signing and final offer',
    statuses: ['NOTE_SIGNING', 'FINAL_OFFER'],
    expected: { screen: 'signing/intro' },
  },
  {
    row: 'REVISED_OFFER_SELECTION',
    statuses: ['REVISED_OFFER_SELECTION'],
    expected: { screen: 'product/select' },
  },
  {
    row: 'GEN_NOTE_SIGNING',
    statuses: ['GEN_NOTE_SIGNING'],
    expected: { screen: 'review-app/signdocs' },
  },
  {
    row: 'app submission and summary disclosure',
    statuses: ['APP_SUBMISSION', 'GEN_SUMMARY_DISCLOSURE'],
    expected: { screen: 'start/app-summary' },
  },
  {
    row: 'INCOME_VERIFICATION',
    statuses: ['INCOME_VERIFICATION'],
    expected: { screen: 'income/review' },
  },
  {
    row: 'IDENTITY_VERIFICATION',
    statuses: ['IDENTITY_VERIFICATION'],
    expected: { screen: 'identity' },
  },
  { row: 'ASSETS_PREQUAL', statuses: ['ASSETS_PREQUAL'], expected: { screen: 'product/assets' } },
  {
    row: 'CLTV_LIEN_POSITION_REQUALIFY',
    statuses: ['CLTV_LIEN_POSITION_REQUALIFY'],
    expected: { screen: 'product/prequal-winback' },
  },
  {
    row: 'disbursement account',
    statuses: ['DISBURSEMENT_ACCOUNT', 'AUTOPAY_ACCOUNT'],
    extra: { isCrypto: false, disburseRoutingNumber: null },
    expected: { screen: 'bank/disburse' },
  },
  {
    row: 'autopay account',
    statuses: ['AUTOPAY_ACCOUNT', 'VERIFIED_AUTOPAY_ACCOUNT'],
    extra: { isCrypto: false, disburseRoutingNumber: '021000021' },
    expected: { screen: 'bank/autopay' },
  },
  {
    row: 'no AVM and NAV estimates (assumed names)',
    statuses: ['NO_AVM_FOUND', 'NAV_BPO_ESTIMATE_VALUE', 'NAV_RESI_EVAL_ESTIMATE_VALUE'],
    expected: { screen: 'bpo/estimate-value' },
  },
  {
    row: 'PAYOFF_REQUEST_PENDING',
    statuses: ['PAYOFF_REQUEST_PENDING'],
    expected: { screen: 'payoff/hold' },
  },
  {
    row: 'BPO order requests (assumed names)',
    statuses: ['NAV_BPO_ORDER_REQUEST', 'NAV_RESI_EVAL_ORDER_REQUEST'],
    extra: { bpo: 'BPO_REQUIRED', propertyState: 'CA' },
    expected: { screen: 'bpo/order-bpo' },
  },
  {
    row: 'BPO processing and final title (assumed names)',
    statuses: [
      'NAV_BPO_PROCESSING',
      'FINAL_TITLE_PROCESSING',
      'FINAL_TITLE_REVIEW',
      'NAV_RESI_EVAL_PROCESSING',
    ],
    expected: { screen: 'bpo/hold' },
  },
  {
    row: 'rescission to funding',
    statuses: [
      'GEN_RESCISSION',
      'RESCISSION',
      'RECORDING',
      'FUNDABLE',
      'DIRECT_DEBT_PAYOFF',
      'FUNDING_DECISION',
      'DEED_SIGNING',
    ],
    extra: { primaryParticipantAcceptComplete: true },
    expected: { screen: 'complete' },
  },
  {
    row: 'known statuses shown as the timeout page',
    statuses: [
      'APPRAISAL_REVIEW_COMPLETE',
      'CREDIT_ERROR',
      'CREDIT_MINOR',
      'FACTA_REVIEW',
      'HOLD_FOR_APPRAISAL_REVIEW',
      'ORDER_FULL_TITLE',
      'REQUEST_STEWART_PAYOFFS',
      'UNKNOWN',
    ],
    expected: { screen: 'error/timeout' },
  },
  {
    row: 'lien verification',
    statuses: ['LIEN_VERIFICATION', 'LIEN_VERIFICATION_INQUIRY'],
    expected: { screen: 'liens' },
  },
  { row: 'CO_DEED_REQ', statuses: ['CO_DEED_REQ'], expected: { screen: 'signing/additional' } },
  {
    row: 'notary',
    statuses: ['GEN_NOTARY_DISCLOSURE', 'ATTORNEY_REVIEW', 'NOTARY_WAITING_PERIOD', 'DEED_SIGNING'],
    extra: { primaryParticipantAcceptComplete: false },
    expected: { screen: 'notary/intro' },
  },
  {
    row: 'MANUAL_DEED_SIGNING',
    statuses: ['MANUAL_DEED_SIGNING'],
    expected: { screen: 'notary/reserve-manual' },
  },
  {
    row: 'EMPLOYMENT_VERIFICATION',
    statuses: ['EMPLOYMENT_VERIFICATION'],
    expected: { screen: 'income/employer-verification' },
  },
  {
    row: 'OFFER_SELECTION',
    statuses: ['OFFER_SELECTION'],
    extra: { uwSubDecision: 'VERIFIED_OFFER', uwDecision: 'APPROVED' },
    expected: {
      screen: 'product/select',
      query: { from: 'signing/intro', uwDecision: 'APPROVED' },
    },
  },
  {
    row: 'onsite appraisal',
    statuses: ['ONSITE_APPRAISAL_BORROWER_PAYMENT', 'ONSITE_APPRAISAL_PENDING'],
    expected: { screen: 'hold' },
  },
  {
    row: 'complete or cancelled',
    statuses: ['COMPLETE', 'CANCELLED'],
    expected: { screen: '', root: true },
  },
];

describe('routeForStatus, one test per row of the spec table', () => {
  it.each(ROWS)('routes $row to its screen', ({ statuses, extra, expected }) => {
    for (const checklistStatus of statuses) {
      expect(routeForStatus({ checklistStatus, ...extra }), checklistStatus).toEqual(expected);
    }
  });

  it('has as many rows as the spec (33 status rows; "anything else" and "no status" are tested below)', () => {
    expect(STATUS_TABLE).toHaveLength(ROWS.length);
    expect(ROWS).toHaveLength(33);
  });

  it('names in the fixtures every status the table routes', () => {
    const inFixtures = new Set(ROWS.flatMap((row) => row.statuses));
    expect(ROUTED_STATUSES.filter((status) => !inFixtures.has(status))).toEqual([]);
  });
});

describe('routeForStatus, conditional rows both ways', () => {
  it('sends GEN_CLOSING_DISCLOSURE to error/flood-cert while waiting on a flood certificate', () => {
    expect(
      routeForStatus({ checklistStatus: 'GEN_CLOSING_DISCLOSURE', waitingOnFloodCert: true }),
    ).toEqual({ screen: 'error/flood-cert' });
  });

  it('sends GEN_CLOSING_DISCLOSURE to review-app/signdocs when no flood certificate is awaited', () => {
    expect(
      routeForStatus({ checklistStatus: 'GEN_CLOSING_DISCLOSURE', waitingOnFloodCert: false }),
    ).toEqual({ screen: 'review-app/signdocs' });
  });

  it('sends AUTOPAY_ACCOUNT to bank/disburse on a non-crypto loan without a disburse routing number', () => {
    expect(routeForStatus({ checklistStatus: 'AUTOPAY_ACCOUNT' })).toEqual({
      screen: 'bank/disburse',
    });
    expect(
      routeForStatus({
        checklistStatus: 'AUTOPAY_ACCOUNT',
        isCrypto: false,
        disburseRoutingNumber: '',
      }),
    ).toEqual({ screen: 'bank/disburse' });
  });

  it('sends AUTOPAY_ACCOUNT to bank/autopay once a disburse routing number is on file', () => {
    expect(
      routeForStatus({ checklistStatus: 'AUTOPAY_ACCOUNT', disburseRoutingNumber: '021000021' }),
    ).toEqual({ screen: 'bank/autopay' });
  });

  it('sends AUTOPAY_ACCOUNT to bank/autopay on a crypto loan even without a routing number', () => {
    expect(routeForStatus({ checklistStatus: 'AUTOPAY_ACCOUNT', isCrypto: true })).toEqual({
      screen: 'bank/autopay',
    });
  });

  it('always sends DISBURSEMENT_ACCOUNT to bank/disburse, routing number or not', () => {
    expect(
      routeForStatus({
        checklistStatus: 'DISBURSEMENT_ACCOUNT',
        isCrypto: true,
        disburseRoutingNumber: '021000021',
      }),
    ).toEqual({ screen: 'bank/disburse' });
  });

  it.each(['NAV_BPO_ORDER_REQUEST', 'NAV_RESI_EVAL_ORDER_REQUEST'])(
    'sends %s with BPO required in Texas to bpo/condition',
    (checklistStatus) => {
      expect(routeForStatus({ checklistStatus, bpo: 'BPO_REQUIRED', propertyState: 'TX' })).toEqual(
        { screen: 'bpo/condition' },
      );
    },
  );

  it('sends a BPO order request with BPO required outside Texas to bpo/order-bpo', () => {
    expect(
      routeForStatus({
        checklistStatus: 'NAV_BPO_ORDER_REQUEST',
        bpo: 'BPO_REQUIRED',
        propertyState: 'NY',
      }),
    ).toEqual({ screen: 'bpo/order-bpo' });
    expect(
      routeForStatus({ checklistStatus: 'NAV_BPO_ORDER_REQUEST', bpo: 'BPO_REQUIRED' }),
    ).toEqual({
      screen: 'bpo/order-bpo',
    });
  });

  it('sends a BPO order request without BPO required to bpo/hold, in Texas or not', () => {
    for (const bpo of ['BPO_NOT_REQUIRED', 'BPO_PROCESSING', null]) {
      expect(
        routeForStatus({
          checklistStatus: 'NAV_RESI_EVAL_ORDER_REQUEST',
          bpo,
          propertyState: 'TX',
        }),
      ).toEqual({ screen: 'bpo/hold' });
      expect(
        routeForStatus({ checklistStatus: 'NAV_BPO_ORDER_REQUEST', bpo, propertyState: 'OH' }),
      ).toEqual({ screen: 'bpo/hold' });
    }
  });

  it('sends DEED_SIGNING to complete when the primary participant has accepted', () => {
    expect(
      routeForStatus({ checklistStatus: 'DEED_SIGNING', primaryParticipantAcceptComplete: true }),
    ).toEqual({ screen: 'complete' });
  });

  it('sends DEED_SIGNING to notary/intro when the primary participant has not accepted', () => {
    expect(
      routeForStatus({ checklistStatus: 'DEED_SIGNING', primaryParticipantAcceptComplete: false }),
    ).toEqual({ screen: 'notary/intro' });
    expect(routeForStatus({ checklistStatus: 'DEED_SIGNING' })).toEqual({ screen: 'notary/intro' });
  });

  it('passes from=signing/intro and the decision to product/select for a verified offer', () => {
    expect(
      routeForStatus({
        checklistStatus: 'OFFER_SELECTION',
        uwSubDecision: 'VERIFIED_OFFER',
        uwDecision: 'FINAL',
      }),
    ).toEqual({ screen: 'product/select', query: { from: 'signing/intro', uwDecision: 'FINAL' } });
  });

  it('passes only from=signing/intro for a verified offer without a decision', () => {
    expect(
      routeForStatus({ checklistStatus: 'OFFER_SELECTION', uwSubDecision: 'VERIFIED_OFFER' }),
    ).toEqual({ screen: 'product/select', query: { from: 'signing/intro' } });
  });

  it('passes no query to product/select when the offer is not verified', () => {
    expect(
      routeForStatus({
        checklistStatus: 'OFFER_SELECTION',
        uwSubDecision: 'UNVERIFIED_OFFER',
        uwDecision: 'APPROVED',
      }),
    ).toEqual({ screen: 'product/select' });
  });
});

describe('routeForStatus, the fallbacks', () => {
  it('sends an unknown status to error/timeout with a warning naming it', () => {
    const route = routeForStatus({ checklistStatus: 'SOMETHING_NEW' });
    expect(route.screen).toBe('error/timeout');
    expect(route.warning).toContain('SOMETHING_NEW');
    expect(route.root).toBeUndefined();
  });

  it('sends a waiting status it is asked to route to error/timeout with a warning', () => {
    expect(routeForStatus({ checklistStatus: 'WAITING_FOR_OFFERS' }).warning).toBeDefined();
  });

  it('sends the listed UNKNOWN status to error/timeout without a warning', () => {
    expect(routeForStatus({ checklistStatus: 'UNKNOWN' })).toEqual({ screen: 'error/timeout' });
  });

  it.each([undefined, null, ''])('sends no status (%s) to start/profile', (checklistStatus) => {
    expect(routeForStatus({ checklistStatus })).toEqual({ screen: 'start/profile' });
  });

  it('does not match a status by prefix or case', () => {
    expect(routeForStatus({ checklistStatus: 'hmda' }).warning).toBeDefined();
    expect(routeForStatus({ checklistStatus: 'HMDA_EXTRA' }).warning).toBeDefined();
  });
});

describe('routeAfterDecline', () => {
  it('routes a DECLINED application to error/decline', () => {
    expect(routeAfterDecline({ checklistStatus: 'DECLINED', uwDecision: 'DECLINE' })).toEqual({
      screen: 'error/decline',
    });
  });

  it('routes a declined waiting status to error/decline instead of error/timeout', () => {
    expect(
      routeAfterDecline({ checklistStatus: 'WAITING_FOR_UNDERWRITING', uwDecision: 'DECLINE' }),
    ).toEqual({ screen: 'error/decline' });
    expect(routeAfterDecline({ checklistStatus: 'BRAND_NEW', uwDecision: 'DECLINE' })).toEqual({
      screen: 'error/decline',
    });
  });

  it('routes a declined status that has a screen to that screen', () => {
    expect(
      routeAfterDecline({ checklistStatus: 'CREDIT_NO_MATCH', uwDecision: 'DECLINE' }),
    ).toEqual({ screen: 'credit/social' });
  });
});

describe('isWaitingStatus', () => {
  it.each([
    'WAITING_FOR_OFFERS',
    'WAITING_FOR_SOMETHING_NOT_LISTED',
    'GEN_APP_DISCLOSURES',
    'HARD_CREDIT_PULL',
    'IN_PROGRESS',
    'GEN_NOTE_SIGNING',
  ])('treats %s as waiting', (status) => {
    expect(isWaitingStatus(status)).toBe(true);
  });

  it.each(['HMDA', 'DECLINED', 'GEN_CLOSING_DISCLOSURE', 'WAITING', '', null, undefined])(
    'does not treat %s as waiting',
    (status) => {
      expect(isWaitingStatus(status)).toBe(false);
    },
  );
});

describe('isTerminalStatus', () => {
  it.each([
    'ASSETS_PREQUAL',
    'CANCELLED',
    'CREDIT_ERROR',
    'CREDIT_NO_MATCH',
    'CREDIT_NO_MATCH_SSN',
    'DECLINED',
    'HARD_CREDIT_LOCKED_OR_FROZEN',
    'SOFT_CREDIT_LOCKED_OR_FROZEN',
    'MULTIPLE_PROPERTIES',
    'NO_PROPERTY_FOUND',
  ])('never polls %s', (status) => {
    expect(isTerminalStatus(status)).toBe(true);
    expect(isWaitingStatus(status)).toBe(false);
  });

  it.each(['COMPLETE', 'HMDA', 'WAITING_FOR_OFFERS', null])(
    'does not treat %s as terminal',
    (s) => {
      expect(isTerminalStatus(s)).toBe(false);
    },
  );
});

describe('ALL_CHECKLIST_STATUSES', () => {
  it('lists every routed status and the named waiting ones, each once', () => {
    expect(new Set(ALL_CHECKLIST_STATUSES).size).toBe(ALL_CHECKLIST_STATUSES.length);
    expect(ALL_CHECKLIST_STATUSES).toEqual(
      expect.arrayContaining(['HMDA', 'DEED_SIGNING', 'UNKNOWN']),
    );
    expect(ALL_CHECKLIST_STATUSES).toEqual(
      expect.arrayContaining(['WAITING_FOR_OFFERS', 'HARD_CREDIT_PULL', 'IN_PROGRESS']),
    );
  });
});

describe('keepOnlyPopWebchat', () => {
  it('keeps pop-webchat and drops every other parameter', () => {
    expect(keepOnlyPopWebchat('?utm_source=x&pop-webchat=true&from=signing/intro')).toBe(
      '?pop-webchat=true',
    );
  });

  it('gives an empty string when pop-webchat is absent', () => {
    expect(keepOnlyPopWebchat('?a=1&b=2')).toBe('');
    expect(keepOnlyPopWebchat('')).toBe('');
    expect(keepOnlyPopWebchat(undefined)).toBe('');
  });

  it('accepts a search without the question mark and keeps every pop-webchat value', () => {
    expect(keepOnlyPopWebchat('pop-webchat=1&x=2&pop-webchat=2')).toBe(
      '?pop-webchat=1&pop-webchat=2',
    );
  });
});

describe('statusRedirectPath', () => {
  it('builds /{uuid}/{screen} with only pop-webchat kept', () => {
    expect(statusRedirectPath('app-1', { screen: 'start/hmda' }, '?pop-webchat=1&utm=2')).toBe(
      '/app-1/start/hmda?pop-webchat=1',
    );
  });

  it("puts the route's query before pop-webchat and keeps slashes readable", () => {
    expect(
      statusRedirectPath(
        'app-1',
        { screen: 'product/select', query: { from: 'signing/intro', uwDecision: 'APPROVED' } },
        '?from=old&pop-webchat=true',
      ),
    ).toBe('/app-1/product/select?from=signing/intro&uwDecision=APPROVED&pop-webchat=true');
  });

  it('sends the root to / and drops everything else', () => {
    expect(statusRedirectPath('app-1', { screen: '', root: true }, '?x=1')).toBe('/');
  });
});
