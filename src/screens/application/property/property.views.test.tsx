/**
 * The property, hold and outcome screens against the real application status machine and the
 * sandbox lender (msw, node): each screen's rules, its step body, and axe.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { createMemoryRouter, useLocation, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { formatDisplayDate } from '../../../domain/dates';
import { fundingTimeline } from '../../../domain/funding';
import {
  CARD_NUMBER_INVALID,
  CARD_NUMBER_REQUIRED,
  ESTIMATE_NOT_AMOUNT,
  ESTIMATE_TOO_LOW,
  EXPLANATION_REQUIRED,
  EXPLANATION_TOO_SHORT,
  LIEN_OWNER_REQUIRED,
  LIEN_PAYOFF_STATEMENT_REQUIRED,
} from '../../../domain/property';
import { SEED } from '../../../sandbox/lender';
import { setupSandboxServer } from '../../../testing/sandbox-server';
import { expectNoAxeViolations } from '../../../ui/testAxe';
import { Component as ApplicationEntry } from '../ApplicationEntry';
import { Component as ApplicationLayout } from '../ApplicationLayout';
import {
  Component as AppraisalPage,
  APPRAISAL_PAY_TITLE,
  APPRAISAL_PENDING_TITLE,
} from './AppraisalPage';
import { BPO_CONDITION_TITLE, Component as BpoConditionPage } from './BpoConditionPage';
import { BPO_HOLD_TITLE, Component as BpoHoldPage } from './BpoHoldPage';
import { BPO_ORDER_TITLE, Component as BpoOrderPage } from './BpoOrderPage';
import { COMPLETE_TITLE, Component as CompletePage } from './CompletePage';
import { Component as CreditDecisionPage, CREDIT_DECISION_TITLE } from './CreditDecisionPage';
import { Component as DeclinePage, DECLINE_TITLE } from './DeclinePage';
import { Component as DelinquencyPage, DELINQUENCY_TITLE } from './DelinquencyPage';
import { Component as EstimateValuePage, ESTIMATE_TITLE } from './EstimateValuePage';
import { Component as FloodCertPage, FLOOD_CERT_TITLE } from './FloodCertPage';
import { Component as IncomeDecisionPage, INCOME_DECISION_TITLE } from './IncomeDecisionPage';
import { Component as LiensPage, LIENS_TITLE } from './LiensPage';
import { Component as PayoffHoldPage, PAYOFF_TITLE } from './PayoffHoldPage';
import {
  CHOOSE_PROPERTY_REQUIRED,
  Component as PropertyReviewPage,
  PROPERTY_REVIEW_TITLE,
} from './PropertyReviewPage';
import { Component as ReviewInfoPage, REVIEW_CONTENT } from './ReviewInfoPage';
import { propertyScreens } from './routes';
import { CHECK_AGAIN } from './shared';
import { Component as TimeoutPage, TIMEOUT_TITLE } from './TimeoutPage';

const { lender } = setupSandboxServer();

const UUID = SEED.borrower.applicationUuid;

function ShowPath() {
  const location = useLocation();
  return (
    <section className="page">
      <h1>Elsewhere</h1>
      <p data-testid="path">{location.pathname}</p>
    </section>
  );
}

const SCREENS: ReadonlyArray<readonly [string, ComponentType]> = [
  ['liens', LiensPage],
  ['bpo/condition', BpoConditionPage],
  ['bpo/order-bpo', BpoOrderPage],
  ['bpo/hold', BpoHoldPage],
  ['bpo/estimate-value', EstimateValuePage],
  ['payoff/hold', PayoffHoldPage],
  ['hold', AppraisalPage],
  ['error/flood-cert', FloodCertPage],
  ['complete', CompletePage],
  ['error/decline', DeclinePage],
  ['error/timeout', TimeoutPage],
  ['review-app/no-credit', ReviewInfoPage],
  ['review-app/property', PropertyReviewPage],
  ['review-app/delinquency', DelinquencyPage],
];

/** The real route shape; `overrides` puts another component at a path (pages no status reaches). */
function renderApplication(overrides: Record<string, ComponentType> = {}) {
  const children: RouteObject[] = [
    { index: true, Component: ApplicationEntry },
    ...SCREENS.map(([path, Component]) => ({ path, Component: overrides[path] ?? Component })),
    { path: '*', Component: ShowPath },
  ];
  const router = createMemoryRouter(
    [{ path: '/:applicationId', Component: ApplicationLayout, children }],
    { initialEntries: [`/${UUID}`] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** Sets the status and keeps it there (no automatic move on). */
function setStatus(
  checklistStatus: string,
  extra: Parameters<typeof lender.updateApplication>[1] = {},
) {
  lender.updateApplication(UUID, { ...extra, status: { ...extra.status, checklistStatus } });
  lender.clearSchedule(UUID);
}

function scenario(name: string) {
  lender.applyScenario(UUID, name);
  lender.clearSchedule(UUID);
}

const answers = (step: string) => lender.application(UUID)!.answers[step];

/** The screen's heading, once its data is read (the frame shows the heading while loading). */
async function heading(name: string) {
  const element = await screen.findByRole('heading', { level: 1, name }, { timeout: 3000 });
  await waitFor(() => expect(screen.queryByText('Loading…')).toBeNull());
  return element;
}

beforeEach(() => {
  localStorage.setItem('jwt', lender.identity(SEED.borrower.uuid)!.jwt);
});

describe('routes', () => {
  it('registers every property screen', () => {
    expect(Object.keys(propertyScreens).sort()).toEqual(
      [
        'liens',
        'bpo/condition',
        'bpo/order-bpo',
        'bpo/hold',
        'bpo/waiting',
        'bpo/estimate-value',
        'payoff/hold',
        'hold',
        'error/flood-cert',
        'complete',
        'error/decline',
        'error/credit',
        'error/income',
        'error/timeout',
        'review-app/incorrect-pin',
        'review-app/no-credit',
        'review-app/uw',
        'review-app/incorrect-ownership',
        'review-app/datatree',
        'review-app/property',
        'review-app/delinquency',
      ]
        .map((path) => `:applicationId/${path}`)
        .sort(),
    );
  });
});

describe('liens', () => {
  it('asks about each lien and posts the answers', async () => {
    scenario('lien-verification');
    renderApplication();
    await heading(LIENS_TITLE);
    expect(screen.getByRole('heading', { name: /Sandbox Home Loans/u })).toBeTruthy();
    // The first mortgage: 45% of the $650,000 value, 0.3% a month.
    expect(screen.getByText('$292,500')).toBeTruthy();
    expect(screen.getByText('$1,950')).toBeTruthy();
    await expectNoAxeViolations();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByRole('link', { name: `Sandbox Home Loans: ${LIEN_OWNER_REQUIRED}` }),
    ).toBeTruthy();

    const first = screen.getByRole('group', { name: 'Is the Sandbox Home Loans lien yours?' });
    await user.click(within(first).getByLabelText('Yes, it is mine'));
    await user.click(screen.getByLabelText('Open'));
    const second = screen.getByRole('group', { name: 'Is the Example Credit Union lien yours?' });
    await user.click(within(second).getByLabelText('Yes, it is mine'));
    const statuses = screen.getAllByRole('group', { name: 'What is its status?' });
    await user.click(within(statuses[1]!).getByLabelText('Paid off'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      (await screen.findAllByText(new RegExp(LIEN_PAYOFF_STATEMENT_REQUIRED, 'u'))).length,
    ).toBeGreaterThan(0);
    await user.click(screen.getByLabelText('I confirm this lien was paid in full.'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(answers('verify-liens')).toBeTruthy());
    expect(answers('verify-liens')).toEqual({
      liens: [
        {
          id: expect.stringMatching(/lien-1$/u),
          mine: true,
          status: 'OPEN',
          paidInFullStatement: false,
        },
        {
          id: expect.stringMatching(/lien-2$/u),
          mine: true,
          status: 'PAID_OFF',
          paidInFullStatement: true,
        },
      ],
    });
  });
});

describe('bpo', () => {
  it('bpo/condition: explains the Texas condition and needs it accepted', async () => {
    scenario('bpo-required-tx');
    renderApplication();
    await heading(BPO_CONDITION_TITLE);
    expect(screen.getByText(/Texas Constitution/u)).toBeTruthy();
    await expectNoAxeViolations();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Accept and continue' }));
    expect((await screen.findAllByText(/Accept the valuation condition/u)).length).toBeGreaterThan(
      0,
    );
    await user.click(screen.getByLabelText('I accept the valuation condition and the $180 fee.'));
    await user.click(screen.getByRole('button', { name: 'Accept and continue' }));
    await waitFor(() =>
      expect(answers('order-bpo')).toEqual({ accepted: true, kind: 'TX_CONDITION', fee: 180 }),
    );
  });

  it('bpo/order-bpo: the $180 fee, agreed, orders the valuation', async () => {
    scenario('bpo-required');
    renderApplication();
    await heading(BPO_ORDER_TITLE);
    expect(screen.getByText('$180, paid at closing')).toBeTruthy();
    await expectNoAxeViolations();
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('I agree to the $180 valuation fee.'));
    await user.click(screen.getByRole('button', { name: 'Order valuation' }));
    await waitFor(() =>
      expect(answers('order-bpo')).toEqual({ accepted: true, kind: 'ORDER', fee: 180 }),
    );
  });

  it('bpo/hold: what is happening and how long, with Check again', async () => {
    setStatus('NAV_BPO_PROCESSING');
    renderApplication();
    await heading(BPO_HOLD_TITLE);
    expect(screen.getByText(/About 5 business days/u)).toBeTruthy();
    expect(screen.getByRole('button', { name: CHECK_AGAIN })).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('bpo/estimate-value: validates the estimate and posts it', async () => {
    setStatus('NO_AVM_FOUND');
    renderApplication();
    await heading(ESTIMATE_TITLE);
    await expectNoAxeViolations();
    const user = userEvent.setup();
    const input = screen.getByLabelText('Estimated home value');
    await user.type(input, 'about 400k');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findAllByText(ESTIMATE_NOT_AMOUNT)).length).toBeGreaterThan(0);
    expect((input as HTMLInputElement).value).toBe('about 400k');
    await user.clear(input);
    await user.type(input, '40000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findAllByText(ESTIMATE_TOO_LOW)).length).toBeGreaterThan(0);
    await user.clear(input);
    await user.type(input, '$615,000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(answers('estimate-value')).toEqual({ estimatedValue: 615_000 }));
    expect(lender.application(UUID)!.property.estimatedValue).toBe(615_000);
  });
});

describe('holds', () => {
  it('payoff/hold: lists the lenders asked and Check again re-asks the status', async () => {
    lender.updateApplication(UUID, { status: { checklistStatus: 'PAYOFF_REQUEST_PENDING' } });
    const router = renderApplication();
    await heading(PAYOFF_TITLE);
    expect(screen.getByText(/Sandbox Home Loans: about \$292,500 owed/u)).toBeTruthy();
    expect(screen.queryByText(/Example Credit Union/u)).toBeNull();
    await expectNoAxeViolations();
    const user = userEvent.setup();
    // The payoffs arrived meanwhile: Check again asks once and routes on at once.
    lender.updateApplication(UUID, { status: { checklistStatus: 'GEN_CLOSING_DISCLOSURE' } });
    // A status read less than 250 ms ago is reused (the stale time): ask after that.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await user.click(screen.getByRole('button', { name: CHECK_AGAIN }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/${UUID}/review-app/signdocs`),
    );
  });

  it('error/flood-cert: what the certificate is and what happens next', async () => {
    setStatus('GEN_CLOSING_DISCLOSURE', { status: { waitingOnFloodCert: true } });
    renderApplication();
    await heading(FLOOD_CERT_TITLE);
    expect(screen.getByText(/742 Sample Ave, Sacramento, CA/u)).toBeTruthy();
    expect(screen.getByRole('button', { name: CHECK_AGAIN })).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('error/timeout: we need more time, Check again and the brand support contact', async () => {
    setStatus('UNKNOWN');
    renderApplication();
    await heading(TIMEOUT_TITLE);
    expect(screen.getByRole('button', { name: CHECK_AGAIN })).toBeTruthy();
    expect(screen.getByRole('link', { name: '888-819-6388' }).getAttribute('href')).toBe(
      'tel:+18888196388',
    );
    await expectNoAxeViolations();
  });
});

describe('hold (on-site appraisal)', () => {
  const fillCard = async (user: ReturnType<typeof userEvent.setup>, number: string) => {
    await user.type(screen.getByLabelText('Name on card'), 'Alex Sample');
    const numberInput = screen.getByLabelText('Card number');
    await user.clear(numberInput);
    await user.type(numberInput, number);
    await user.type(screen.getByLabelText('Expiry date'), '04/39');
    await user.type(screen.getByLabelText('Security code'), '123');
    await user.type(screen.getByLabelText('Billing ZIP code'), '95818');
  };

  it('validates the card, pays, keeps only the last 4 digits and posts the step', async () => {
    setStatus('ONSITE_APPRAISAL_BORROWER_PAYMENT');
    renderApplication();
    await heading(APPRAISAL_PAY_TITLE);
    expect(screen.getByText(/above \$400,000/u)).toBeTruthy();
    await expectNoAxeViolations();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Pay $650' }));
    expect((await screen.findAllByText(CARD_NUMBER_REQUIRED)).length).toBeGreaterThan(0);
    await fillCard(user, '4242 4242 4242 4241');
    await user.click(screen.getByRole('button', { name: 'Pay $650' }));
    expect((await screen.findAllByText(CARD_NUMBER_INVALID)).length).toBeGreaterThan(0);
    const numberInput = screen.getByLabelText('Card number');
    await user.clear(numberInput);
    await user.type(numberInput, '4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: 'Pay $650' }));

    await waitFor(() => expect(answers('pay-appraisal')).toBeTruthy());
    const payment = lender.application(UUID)!.screens.property!.appraisalPayments[0]!;
    expect(payment).toMatchObject({ method: 'CARD', brand: 'VISA', last4: '4242', amount: 650 });
    expect(answers('pay-appraisal')).toEqual({ paymentUuid: payment.paymentUuid });
    expect(JSON.stringify(lender.snapshot())).not.toContain('4242424242424242');
  });

  it('a declined card shows the lender’s message and keeps what was typed', async () => {
    setStatus('ONSITE_APPRAISAL_BORROWER_PAYMENT');
    renderApplication();
    await heading(APPRAISAL_PAY_TITLE);
    const user = userEvent.setup();
    await fillCard(user, '4000 0000 0000 0002');
    await user.click(screen.getByRole('button', { name: 'Pay $650' }));
    expect(await screen.findByText(/Your card was declined/u)).toBeTruthy();
    expect((screen.getByLabelText('Name on card') as HTMLInputElement).value).toBe('Alex Sample');
    expect(answers('pay-appraisal')).toBeUndefined();
  });

  it('the lender covers the appraisal when fe-heloc-company-covers-appraisal is on', async () => {
    lender.setFlag('fe-heloc-company-covers-appraisal', true);
    setStatus('ONSITE_APPRAISAL_BORROWER_PAYMENT');
    renderApplication();
    await heading(APPRAISAL_PAY_TITLE);
    expect(screen.getByText(/pays for your appraisal/u)).toBeTruthy();
    expect(screen.queryByLabelText('Card number')).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Schedule my appraisal' }));
    await waitFor(() => expect(answers('pay-appraisal')).toEqual({ coveredByLender: true }));
  });

  it('ONSITE_APPRAISAL_PENDING: the appointment, with Check again', async () => {
    setStatus('ONSITE_APPRAISAL_PENDING');
    renderApplication();
    await heading(APPRAISAL_PENDING_TITLE);
    expect(screen.getByText('9:00 AM to 12:00 PM')).toBeTruthy();
    expect(screen.getByRole('button', { name: CHECK_AGAIN })).toBeTruthy();
    await expectNoAxeViolations();
  });
});

describe('outcomes', () => {
  it('complete: the funding timeline from the signing date, the line and the draw', async () => {
    setStatus('RESCISSION', { amount: 150_000, uwCalculatedDrawAmount: 100_000 });
    renderApplication();
    await heading(COMPLETE_TITLE);
    const timeline = fundingTimeline(new Date(lender.now()), { rescission: true });
    expect(screen.getByText('$150,000.00')).toBeTruthy();
    expect(
      screen.getByText(`Until midnight on ${formatDisplayDate(timeline.rescissionEnds!)}`),
    ).toBeTruthy();
    expect(screen.getByText(`By ${formatDisplayDate(timeline.fundingBy)}`)).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('complete: no right to cancel on an investment property', async () => {
    setStatus('FUNDABLE');
    lender.changeApplication(UUID, (application) => {
      application.property.occupancyType = 'INVESTMENT';
    });
    renderApplication();
    await heading(COMPLETE_TITLE);
    expect(screen.queryByText(/Until midnight/u)).toBeNull();
  });

  it('error/decline: reasons, score, bureau, rights and next steps', async () => {
    scenario('decline');
    renderApplication();
    await heading(DECLINE_TITLE);
    expect(screen.getByText('Credit score below our minimum requirement')).toBeTruthy();
    expect(screen.getByText('598')).toBeTruthy();
    expect(screen.getAllByText(/Experian/u).length).toBeGreaterThan(0);
    expect(screen.getByText(/within 60 days/u)).toBeTruthy();
    expect(screen.getByText(/Equal Credit Opportunity Act/u)).toBeTruthy();
    expect(screen.queryByRole('button', { name: CHECK_AGAIN })).toBeNull();
    await expectNoAxeViolations();
  });

  it('error/credit and error/income: what was decided and what to do', async () => {
    scenario('decline');
    renderApplication({ 'error/decline': CreditDecisionPage });
    await heading(CREDIT_DECISION_TITLE);
    expect(screen.getByText(/dispute anything that is wrong/u)).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('error/income: the debt-to-income ratio against the limit', async () => {
    scenario('decline');
    renderApplication({ 'error/decline': IncomeDecisionPage });
    await heading(INCOME_DECISION_TITLE);
    expect(screen.getByText(/we can lend up to 45%/u)).toBeTruthy();
    await expectNoAxeViolations();
  });
});

describe('reviews', () => {
  it('review-app/no-credit: what is reviewed, what to do, Check again and support', async () => {
    setStatus('CREDIT_NO_MATCH_SSN');
    renderApplication();
    await heading(REVIEW_CONTENT['no-credit']!.title);
    expect(screen.getByRole('heading', { name: 'What we are reviewing' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'What you can do' })).toBeTruthy();
    expect(screen.getByRole('button', { name: CHECK_AGAIN })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Need help?' })).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('has content for every informing review page', () => {
    expect(Object.keys(REVIEW_CONTENT).sort()).toEqual(
      ['datatree', 'incorrect-ownership', 'incorrect-pin', 'no-credit', 'uw'].sort(),
    );
  });

  it('review-app/property (NO_PROPERTY_FOUND): corrects the address on file', async () => {
    setStatus('NO_PROPERTY_FOUND');
    renderApplication();
    await heading(PROPERTY_REVIEW_TITLE);
    const street = screen.getByRole('combobox', { name: /Property address/u });
    expect((street as HTMLInputElement).value).toBe('742 Sample Ave');
    await expectNoAxeViolations();
    const user = userEvent.setup();
    await user.clear(street);
    await user.type(street, 'Main');
    await user.click(screen.getByRole('button', { name: 'Confirm property' }));
    expect(
      (await screen.findAllByText(/Please enter a valid property address/u)).length,
    ).toBeGreaterThan(0);
    await user.clear(street);
    await user.type(street, '744 Sample Ave');
    await user.click(screen.getByRole('button', { name: 'Confirm property' }));
    await waitFor(() => expect(answers('confirm-property')).toBeTruthy());
    expect(answers('confirm-property')).toEqual({
      candidateId: null,
      address: {
        street1: '744 Sample Ave',
        street2: '',
        city: 'Sacramento',
        state: 'CA',
        zip: '95818',
      },
    });
    expect(lender.application(UUID)!.property.street1).toBe('744 Sample Ave');
  });

  it('review-app/property (MULTIPLE_PROPERTIES): chooses one of the properties found', async () => {
    setStatus('MULTIPLE_PROPERTIES');
    renderApplication();
    await heading(PROPERTY_REVIEW_TITLE);
    await expectNoAxeViolations();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Confirm property' }));
    expect((await screen.findAllByText(CHOOSE_PROPERTY_REQUIRED)).length).toBeGreaterThan(0);
    await user.click(screen.getByLabelText(/Unit B/u));
    await user.click(screen.getByRole('button', { name: 'Confirm property' }));
    await waitFor(() => expect(answers('confirm-property')).toBeTruthy());
    expect(answers('confirm-property')).toMatchObject({
      candidateId: 'parcel-2',
      address: { street1: '742 Sample Ave', street2: 'Unit B' },
    });
  });

  it('review-app/delinquency: the explanation, 10 to 1000 characters', async () => {
    setStatus('DELINQUENCY_REVIEW');
    renderApplication();
    await heading(DELINQUENCY_TITLE);
    await expectNoAxeViolations();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send explanation' }));
    expect((await screen.findAllByText(EXPLANATION_REQUIRED)).length).toBeGreaterThan(0);
    const box = screen.getByLabelText('What happened?');
    await user.type(box, 'Job loss');
    await user.click(screen.getByRole('button', { name: 'Send explanation' }));
    expect((await screen.findAllByText(EXPLANATION_TOO_SHORT)).length).toBeGreaterThan(0);
    await user.type(box, ' in 2024; I have been employed since March.');
    await user.click(screen.getByRole('button', { name: 'Send explanation' }));
    await waitFor(() =>
      expect(answers('explain-delinquency')).toEqual({
        explanation: 'Job loss in 2024; I have been employed since March.',
      }),
    );
  });
});
