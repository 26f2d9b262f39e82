/**
 * The offer screens (product/select, product/select/confirm, product/assets,
 * product/prequal-winback) in the real application layout, against the application status
 * machine and the sandbox lender (msw, node): each posts its step and the status machine routes on.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, useLocation, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { vi } from 'vitest';
import { ShellProvider, type ShellEnvironment } from '../../../app/shell';
import { formatMoney } from '../../../domain/money';
import { DRAW_MESSAGES } from '../../../domain/offer';
import { ASSET_MESSAGES } from '../../../domain/offerAssets';
import { monthlyPayment } from '../../../domain/payment';
import { SEED } from '../../../sandbox/lender';
import { setupSandboxServer } from '../../../testing/sandbox-server';
import { expectNoAxeViolations } from '../../../ui/testAxe';
import { Component as ApplicationEntry } from '../ApplicationEntry';
import { Component as ApplicationLayout } from '../ApplicationLayout';
import * as AssetsPage from './AssetsPage';
import * as ConfirmOfferPage from './ConfirmOfferPage';
import * as PrequalWinbackPage from './PrequalWinbackPage';
import * as SelectOfferPage from './SelectOfferPage';

const { lender } = setupSandboxServer();
const UUID = SEED.borrower.applicationUuid;

/** Any other screen: shows where the router is. */
function ShowPath() {
  const location = useLocation();
  return (
    <section className="page">
      <h1>Next screen</h1>
      <p data-testid="path">{`${location.pathname}${location.search}`}</p>
    </section>
  );
}

function recordedEnvironment(pathname: string) {
  return {
    location: { hostname: '127.0.0.1', pathname: `/account/heloc${pathname}`, search: '' },
    navigateOut: vi.fn<(url: string) => void>(),
    reload: vi.fn<() => void>(),
    clearSession: vi.fn<() => void>(),
    track: vi.fn<ShellEnvironment['track']>(),
    warn: vi.fn<(...args: unknown[]) => void>(),
  } satisfies Partial<ShellEnvironment>;
}

/** The real route shape; with `shell`, inside the shell (flags come from the session). */
function renderApplication(path: string, { shell = false } = {}) {
  const routes: RouteObject[] = [
    {
      path: '/:applicationId',
      Component: ApplicationLayout,
      children: [
        { index: true, Component: ApplicationEntry },
        { path: 'product/select', Component: SelectOfferPage.Component },
        { path: 'product/select/confirm', Component: ConfirmOfferPage.Component },
        { path: 'product/assets', Component: AssetsPage.Component },
        { path: 'product/prequal-winback', Component: PrequalWinbackPage.Component },
        { path: '*', Component: ShowPath },
      ],
    },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const app = <RouterProvider router={router} />;
  render(
    shell ? <ShellProvider environment={recordedEnvironment(path)}>{app}</ShellProvider> : app,
  );
  return router;
}

function setStatus(checklistStatus: string, extra: Record<string, unknown> = {}) {
  lender.updateApplication(UUID, { status: { checklistStatus, ...extra } });
  lender.clearSchedule(UUID);
}

const landedOn = (path: string) =>
  waitFor(() => expect(screen.getByTestId('path').textContent).toBe(path), { timeout: 10_000 });

/** The screen's heading, once its data is read (the heading shows while loading too). */
async function heading(name: string) {
  await screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 });
  await waitFor(() => expect(screen.queryByText('Loading…')).toBeNull(), { timeout: 10_000 });
}

beforeEach(() => {
  localStorage.setItem('jwt', lender.identity(SEED.borrower.uuid)!.jwt);
});

afterEach(() => {
  sessionStorage.clear();
});

describe('product/select', () => {
  it('shows the offers with APR, payment and costs, and posts select-offer; the status routes on', async () => {
    setStatus('OFFER_SELECTION');
    lender.updateApplication(UUID, {}); // keep the seed's offers
    renderApplication(`/${UUID}/product/select`);
    await heading(SelectOfferPage.SELECT_OFFER_TITLE);
    const offers = lender.application(UUID)!.offers;
    const choices = within(screen.getByRole('group', { name: 'Choose your offer' }));
    expect(choices.getAllByRole('radio')).toHaveLength(offers.length);
    // The first offer at its largest draw.
    const first = offers[0]!;
    expect(
      (choices.getByRole('radio', { name: /5-year fixed, 8\.45% APR/u }) as HTMLInputElement)
        .checked,
    ).toBe(true);
    const payment = monthlyPayment({
      draw: first.maxDraw,
      apr: first.rate,
      termYears: first.term,
      originationFeePercent: first.originationFee,
    });
    expect(screen.getAllByText(formatMoney(payment)).length).toBeGreaterThan(0);
    expect(screen.getByRole('table', { name: 'Estimated costs and fees' })).toBeTruthy();
    expect(screen.getByText('Valuation fee')).toBeTruthy();
    // California: no recording tax.
    expect(screen.queryByText('Recording tax')).toBeNull();
    await expectNoAxeViolations();

    // Choose the 10-year offer and a draw of 50,000 with the typed field.
    const user = userEvent.setup();
    await user.click(choices.getByRole('radio', { name: /10-year fixed/u }));
    const amount = screen.getByRole('textbox', { name: /Initial draw amount/u });
    await user.clear(amount);
    await user.type(amount, '50000');
    await user.click(screen.getByRole('button', { name: SelectOfferPage.SELECT_LABEL }));
    await landedOn(`/${UUID}/start/contact`);
    const application = lender.application(UUID)!;
    const ten = offers[1]!;
    expect(application.answers['select-offer']).toEqual({
      offerUuid: ten.uuid,
      amount: ten.max,
      initialDraw: 50_000,
      drawPreference: 'PRESERVE',
    });
    expect(application).toMatchObject({ uwCalculatedDrawAmount: 50_000, term: 10 });
  }, 20_000);

  it('moves the draw with the slider and the −/+ stepper; the payment follows', async () => {
    setStatus('OFFER_SELECTION');
    renderApplication(`/${UUID}/product/select`);
    await heading(SelectOfferPage.SELECT_OFFER_TITLE);
    const slider = screen.getByRole('slider', { name: /Initial draw \(slider\)/u });
    fireEvent.change(slider, { target: { value: '100000' } });
    const amount = screen.getByRole('textbox', { name: /Initial draw amount/u });
    expect((amount as HTMLInputElement).value).toBe('100,000');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Increase by $1,000' }));
    expect((amount as HTMLInputElement).value).toBe('101,000');
    await user.click(screen.getByRole('button', { name: 'Decrease by $1,000' }));
    await user.click(screen.getByRole('button', { name: 'Decrease by $1,000' }));
    expect((amount as HTMLInputElement).value).toBe('99,000');
    expect(slider.getAttribute('aria-valuetext')).toBe('$99,000');
    const first = lender.application(UUID)!.offers[0]!;
    const payment = monthlyPayment({
      draw: 99_000,
      apr: first.rate,
      termYears: first.term,
      originationFeePercent: first.originationFee,
    });
    expect(
      screen.getByText(`Monthly payment ${formatMoney(payment)} for an initial draw of $99,000.`),
    ).toBeTruthy();
  });

  it('explains a bad typed draw and keeps the text; nothing is posted', async () => {
    setStatus('OFFER_SELECTION');
    renderApplication(`/${UUID}/product/select`);
    await heading(SelectOfferPage.SELECT_OFFER_TITLE);
    const user = userEvent.setup();
    const amount = screen.getByRole('textbox', { name: /Initial draw amount/u });
    await user.clear(amount);
    await user.type(amount, '12abc');
    await user.click(screen.getByRole('button', { name: SelectOfferPage.SELECT_LABEL }));
    expect(await screen.findByRole('link', { name: DRAW_MESSAGES.notAmount })).toBeTruthy();
    expect((amount as HTMLInputElement).value).toBe('12abc');
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    await user.clear(amount);
    await user.type(amount, '1000');
    await user.click(screen.getByRole('button', { name: SelectOfferPage.SELECT_LABEL }));
    expect(
      await screen.findByText(`Enter an amount of $15,000 or more`, { selector: 'a' }),
    ).toBeTruthy();
    // Regrouped when the field was left, otherwise as typed.
    expect((amount as HTMLInputElement).value).toBe('1,000');
    expect(lender.application(UUID)!.answers['select-offer']).toBeUndefined();
    await expectNoAxeViolations();
  });

  it('a failed post is announced and Retry posts again', async () => {
    setStatus('OFFER_SELECTION');
    lender.addFault('completeStep', 503, 1);
    renderApplication(`/${UUID}/product/select`);
    await heading(SelectOfferPage.SELECT_OFFER_TITLE);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: SelectOfferPage.SELECT_LABEL }));
    expect(
      await screen.findByText(/Your answers are saved, but we could not continue/u),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await landedOn(`/${UUID}/start/contact`);
  }, 20_000);

  it('says the offer was updated after verification (from=signing/intro)', async () => {
    setStatus('OFFER_SELECTION', { uwSubDecision: 'VERIFIED_OFFER', uwDecision: 'APPROVED' });
    renderApplication(`/${UUID}`);
    await heading(SelectOfferPage.SELECT_OFFER_TITLE);
    expect(screen.getByText(SelectOfferPage.VERIFIED_OFFER_LEAD)).toBeTruthy();
  });

  it('says the offers were revised at REVISED_OFFER_SELECTION', async () => {
    setStatus('REVISED_OFFER_SELECTION');
    renderApplication(`/${UUID}`);
    await heading(SelectOfferPage.SELECT_OFFER_TITLE);
    expect(screen.getByText(SelectOfferPage.REVISED_OFFER_LEAD)).toBeTruthy();
  });

  it('lets the borrower choose a draw preference when debts must be paid off', async () => {
    setStatus('OFFER_SELECTION');
    const offers = lender.application(UUID)!.offers.map((offer) => ({
      ...offer,
      payOff: 'REQUIRED' as const,
      max: 400_000,
      maxDraw: 400_000,
    }));
    lender.updateApplication(UUID, { offers });
    renderApplication(`/${UUID}/product/select`);
    await heading(SelectOfferPage.SELECT_OFFER_TITLE);
    // The seed's first lien: 45% of 650,000.
    const preference = screen.getByRole('group', { name: /Debts of \$292,500 must be paid off/u });
    const user = userEvent.setup();
    // PRESERVE: the slider is the cash, up to 400,000 − 292,500.
    expect(screen.getByRole('slider', { name: /Cash to you/u }).getAttribute('max')).toBe('107500');
    await user.click(within(preference).getByRole('radio', { name: /Draw the most/u }));
    expect(screen.queryByRole('slider')).toBeNull();
    await user.click(screen.getByRole('button', { name: SelectOfferPage.SELECT_LABEL }));
    await landedOn(`/${UUID}/start/contact`);
    expect(lender.application(UUID)!.answers['select-offer']).toMatchObject({
      initialDraw: 400_000,
      drawPreference: 'MAXIMIZE',
    });
  }, 20_000);

  describe('with the shell’s flags', () => {
    it('shows rate buy-down offers only with fe-heloc-rate-buy-down', async () => {
      lender.setFlag('fe-heloc-rate-buy-down', true);
      setStatus('OFFER_SELECTION');
      const offers = lender.application(UUID)!.offers;
      lender.updateApplication(UUID, {
        offers: [
          ...offers,
          {
            ...offers[1]!,
            uuid: 'b0000000-0000-4000-8000-00000000b0b0',
            type: 'RATE_BUY_DOWN',
            rate: 7.95,
          },
        ],
      });
      renderApplication(`/${UUID}/product/select`, { shell: true });
      await heading(SelectOfferPage.SELECT_OFFER_TITLE);
      expect(
        await screen.findByRole('radio', { name: /10-year fixed, rate buy-down, 7\.95% APR/u }),
      ).toBeTruthy();
    });

    it('hides rate buy-down offers without the flag', async () => {
      setStatus('OFFER_SELECTION');
      const offers = lender.application(UUID)!.offers;
      lender.updateApplication(UUID, {
        offers: [
          ...offers,
          {
            ...offers[1]!,
            uuid: 'b0000000-0000-4000-8000-00000000b0b0',
            type: 'RATE_BUY_DOWN',
            rate: 7.95,
          },
        ],
      });
      renderApplication(`/${UUID}/product/select`, { shell: true });
      await heading(SelectOfferPage.SELECT_OFFER_TITLE);
      expect(screen.getAllByRole('radio')).toHaveLength(offers.length);
      expect(screen.queryByRole('radio', { name: /rate buy-down/u })).toBeNull();
    });

    it('with fe-heloc-multi-page-product-select: select, then confirm posts', async () => {
      lender.setFlag('fe-heloc-multi-page-product-select', true);
      setStatus('OFFER_SELECTION');
      const router = renderApplication(`/${UUID}/product/select`, { shell: true });
      await heading(SelectOfferPage.SELECT_OFFER_TITLE);
      const user = userEvent.setup();
      const next = await screen.findByRole('button', { name: SelectOfferPage.CONTINUE_LABEL });
      const amount = screen.getByRole('textbox', { name: /Initial draw amount/u });
      await user.clear(amount);
      await user.type(amount, '60,000');
      await user.click(next);
      await heading(ConfirmOfferPage.CONFIRM_OFFER_TITLE);
      expect(router.state.location.pathname).toBe(`/${UUID}/product/select/confirm`);
      // Nothing posted yet.
      expect(lender.application(UUID)!.answers['select-offer']).toBeUndefined();
      expect(screen.getAllByText('$60,000').length).toBeGreaterThan(0);
      await expectNoAxeViolations();
      await user.click(screen.getByRole('button', { name: ConfirmOfferPage.CONFIRM_LABEL }));
      await landedOn(`/${UUID}/start/contact`);
      expect(lender.application(UUID)!.answers['select-offer']).toMatchObject({
        initialDraw: 60_000,
      });
    }, 20_000);
  });
});

describe('product/select/confirm', () => {
  it('a reload keeps the choice (it is in the address); one that no longer fits says so', async () => {
    setStatus('OFFER_SELECTION');
    const offer = lender.application(UUID)!.offers[0]!;
    const router = renderApplication(
      `/${UUID}/product/select/confirm?offer=${offer.uuid}&amount=1&preference=PRESERVE`,
    );
    await heading(ConfirmOfferPage.CONFIRM_OFFER_TITLE);
    expect(router.state.location.pathname).toBe(`/${UUID}/product/select/confirm`);
    expect(await screen.findByText(ConfirmOfferPage.CHOICE_GONE_TEXT)).toBeTruthy();
  });
});

describe('product/assets', () => {
  it('explains every problem, then posts link-assets; offers follow', async () => {
    setStatus('ASSETS_PREQUAL');
    renderApplication(`/${UUID}/product/assets`);
    await heading(AssetsPage.ASSETS_TITLE);
    await expectNoAxeViolations();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('link', { name: ASSET_MESSAGES.accountType })).toBeTruthy();
    expect(screen.getByRole('link', { name: ASSET_MESSAGES.totalRequired })).toBeTruthy();
    expect(screen.getByRole('link', { name: ASSET_MESSAGES.confirmed })).toBeTruthy();
    await expectNoAxeViolations();
    await user.selectOptions(
      screen.getByRole('combobox', { name: /Type of account/u }),
      'BROKERAGE',
    );
    const total = screen.getByRole('textbox', { name: /Total balance/u });
    await user.type(total, 'lots');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('link', { name: ASSET_MESSAGES.totalNotAmount })).toBeTruthy();
    expect((total as HTMLInputElement).value).toBe('lots');
    await user.clear(total);
    await user.type(total, '750,000');
    await user.click(screen.getByRole('checkbox', { name: /I confirm/u }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // WAITING_FOR_OFFERS, then OFFER_SELECTION: the offers.
    await heading(SelectOfferPage.SELECT_OFFER_TITLE);
    expect(lender.application(UUID)!.screens.offer?.assets).toMatchObject({
      accountType: 'BROKERAGE',
      totalLiquidAssets: 750_000,
    });
  }, 20_000);
});

describe('product/prequal-winback', () => {
  it('explains the outcome and requalifies for a smaller line', async () => {
    setStatus('CLTV_LIEN_POSITION_REQUALIFY');
    const before = lender.application(UUID)!.offers[0]!.max;
    renderApplication(`/${UUID}/product/prequal-winback`);
    await heading(PrequalWinbackPage.WINBACK_TITLE);
    expect(screen.getByText(/combined loan-to-value/u)).toBeTruthy();
    expect(
      screen.getByText(new RegExp(formatMoney(before, 0).replace('$', '\\$'), 'u')),
    ).toBeTruthy();
    await expectNoAxeViolations();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: PrequalWinbackPage.SMALLER_LINE_LABEL }));
    await heading(SelectOfferPage.SELECT_OFFER_TITLE);
    expect(lender.application(UUID)!.offers[0]!.max).toBeLessThan(before);
  }, 20_000);

  it('a failed post keeps the screen and Retry posts again', async () => {
    setStatus('CLTV_LIEN_POSITION_REQUALIFY');
    lender.addFault('completeStep', 500, 1);
    renderApplication(`/${UUID}/product/prequal-winback`);
    await heading(PrequalWinbackPage.WINBACK_TITLE);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: PrequalWinbackPage.SMALLER_LINE_LABEL }));
    await screen.findByRole('button', { name: 'Retry' });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await heading(SelectOfferPage.SELECT_OFFER_TITLE);
  }, 20_000);
});
