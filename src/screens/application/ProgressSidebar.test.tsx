import { render, screen, within } from '@testing-library/react';
import { PROGRESS_STEPS, progressStep, stepLabels } from '../../domain/status';
import { expectNoAxeViolations } from '../../ui/testAxe';
import {
  DEFAULT_PROGRESS_TEXT,
  ProgressSidebar,
  aprText,
  type OfferSummary,
} from './ProgressSidebar';

function renderSidebar(
  progress: string | null,
  options: { manualNotary?: boolean; notaryOnly?: boolean; offer?: OfferSummary } = {},
) {
  return render(
    <ProgressSidebar
      currentStep={progressStep(progress)}
      labels={stepLabels(options.manualNotary)}
      notaryOnly={options.notaryOnly}
      offer={options.offer}
    />,
  );
}

const steps = () => within(screen.getByRole('list')).getAllByRole('listitem');
const currentStep = () => steps().find((item) => item.getAttribute('aria-current') === 'step');
/** The step's label: without its (hidden) marker number and its spoken state. */
const stepName = (item: HTMLElement) =>
  (item.textContent ?? '').replace(/^[\d✓]+/u, '').replace(/\s*\(.*\)$/u, '');
const completed = () => steps().filter((item) => /\(completed\)/.test(item.textContent ?? ''));

/** Hand-written: progress value → the step the sidebar marks as current (shell spec §2, §4). */
const CURRENT_STEP_BY_PROGRESS: [string | null, string | null][] = [
  ['INITIAL', 'Basic Info'],
  ['PRODUCT_SELECT', 'Select Offer'],
  ['MORE_INFO', 'Provide More Info'],
  ['LINK_INCOME', 'Link Income Sources'],
  ['ID_UPLOAD', 'Verify Identity'],
  ['SIGNING', 'Sign Documents'],
  ['ENOTARY', 'Talk to eNotary'],
  ['MANUAL_NOTARY', 'Talk to eNotary'],
  ['COMPLETE', null],
  [null, 'Basic Info'],
  ['SOMETHING_NEW', 'Basic Info'],
];

describe('ProgressSidebar', () => {
  it('covers every progress value the domain knows', () => {
    const listed = CURRENT_STEP_BY_PROGRESS.map(([progress]) => progress);
    for (const progress of Object.keys(PROGRESS_STEPS)) expect(listed).toContain(progress);
  });

  it.each(CURRENT_STEP_BY_PROGRESS)(
    'progress %s: current step %s (null: all done)',
    (progress, label) => {
      renderSidebar(progress);
      const labels = steps().map((item) => item.textContent);
      expect(labels).toHaveLength(7);
      const index = progressStep(progress);
      if (label === null) {
        expect(currentStep()).toBeUndefined();
        expect(completed()).toHaveLength(7);
        return;
      }
      expect(currentStep()?.textContent).toContain(label);
      expect(completed()).toHaveLength(index);
    },
  );

  it('lists the steps in order, ending with Talk to eNotary', () => {
    renderSidebar('INITIAL');
    expect(steps().map(stepName)).toEqual([
      'Basic Info',
      'Select Offer',
      'Provide More Info',
      'Link Income Sources',
      'Verify Identity',
      'Sign Documents',
      'Talk to eNotary',
    ]);
  });

  it('ends with Schedule Notary Session when status.manualNotary is set', () => {
    renderSidebar('MANUAL_NOTARY', { manualNotary: true });
    expect(currentStep()?.textContent).toContain('Schedule Notary Session');
    expect(screen.queryByText('Talk to eNotary')).toBeNull();
  });

  it('shows the notary-only sidebar for an additional signer', () => {
    const { rerender } = renderSidebar('ID_UPLOAD', { notaryOnly: true });
    expect(steps().map(stepName)).toEqual(['Identity verification', 'Talk to eNotary']);
    expect(currentStep()?.textContent).toContain('Identity verification');
    rerender(
      <ProgressSidebar
        currentStep={progressStep('ENOTARY')}
        labels={stepLabels(false)}
        notaryOnly
      />,
    );
    expect(currentStep()?.textContent).toContain('Talk to eNotary');
    expect(completed()).toHaveLength(1);
  });

  it('shows the default progress text', () => {
    renderSidebar('INITIAL');
    expect(screen.getByText(DEFAULT_PROGRESS_TEXT)).toBeTruthy();
    expect(DEFAULT_PROGRESS_TEXT).toBe(
      'Complete the loan process today and get funded in as little as five days.',
    );
  });

  it('shows the offer details when rate and amount are above 0', async () => {
    renderSidebar('LINK_INCOME', {
      offer: {
        rate: 7.49,
        rateType: 'VARIABLE',
        amount: 100_000,
        initialDraw: 90_000,
        termYears: 10,
      },
    });
    const details = screen.getByText('Rate').closest('dl')?.textContent;
    expect(details).toContain('7.49% APR (Variable)');
    expect(details).toContain('Initial draw$90,000.00');
    expect(details).toContain('Fixed term10 years');
    expect(details).not.toContain('Monthly payment');
    await expectNoAxeViolations();
  });

  it('computes the monthly payment from the draw, rate, term and origination fee', () => {
    // 50,000 + 2.99% (1,495) at 8.45% over 5 years: 1,055.26 (src/domain/payment.test.ts).
    renderSidebar('LINK_INCOME', {
      offer: {
        rate: 8.45,
        rateType: 'FIXED',
        amount: 260_000,
        initialDraw: 50_000,
        termYears: 5,
        originationFeePercent: 2.99,
      },
    });
    expect(screen.getByText('Monthly payment').closest('div')?.textContent).toContain('$1,055.26');
  });

  it('shows an interest-only payment in the age-restricted mode', () => {
    sessionStorage.setItem('org', 'agewell');
    try {
      renderSidebar('LINK_INCOME', {
        offer: {
          rate: 6,
          amount: 100_000,
          initialDraw: 100_000,
          termYears: 10,
          originationFeePercent: 0,
        },
      });
      expect(screen.getByText('Monthly payment').closest('div')?.textContent).toContain('$500.00');
    } finally {
      sessionStorage.removeItem('org');
    }
  });

  it('shows no payment while the origination fee is not known', () => {
    renderSidebar('LINK_INCOME', {
      offer: { rate: 8.45, amount: 260_000, initialDraw: 50_000, termYears: 5 },
    });
    expect(screen.queryByText('Monthly payment')).toBeNull();
  });

  it('shows the monthly payment when one is given', () => {
    renderSidebar('LINK_INCOME', {
      offer: { rate: 8.95, rateType: 'FIXED', amount: 50_000, monthlyPayment: 412.5 },
    });
    expect(screen.getByText('Monthly payment').closest('div')?.textContent).toContain('$412.50');
    expect(screen.getByText('8.95% APR (Fixed)')).toBeTruthy();
  });

  it.each([
    ['rate is 0', { rate: 0, amount: 100_000 }],
    ['amount is 0', { rate: 7.49, amount: 0 }],
    ['rate is missing', { amount: 100_000 }],
    ['amount is missing', { rate: 7.49 }],
  ])('hides the offer details when %s', (_, offer) => {
    renderSidebar('PRODUCT_SELECT', { offer: { ...offer, rateType: 'FIXED', initialDraw: 1 } });
    expect(screen.queryByText(/APR/)).toBeNull();
    expect(screen.queryByText('Initial draw')).toBeNull();
  });

  it('formats the APR with and without a rate type', () => {
    expect(aprText(7.49, 'VARIABLE')).toBe('7.49% APR (Variable)');
    expect(aprText(8, null)).toBe('8.00% APR');
  });

  it('has no axe violations on every step', async () => {
    renderSidebar('SIGNING');
    await expectNoAxeViolations();
  });

  it('keeps the room of the steps while the progress is on its way: same rows, none marked, busy', async () => {
    const { rerender } = render(
      <ProgressSidebar
        currentStep={0}
        labels={stepLabels(false)}
        pending
        offer={{ rate: 7.49, rateType: 'FIXED', amount: 100_000 }}
      />,
    );
    const aside = screen.getByRole('complementary', { name: 'Your progress' });
    expect(aside.getAttribute('aria-busy')).toBe('true');
    // Hidden from assistive technology: nothing is said about a progress not known yet.
    expect(screen.queryByRole('list')).toBeNull();
    const rows = within(screen.getByRole('list', { hidden: true })).getAllByRole('listitem', {
      hidden: true,
    });
    expect(rows.map(stepName)).toEqual(stepLabels(false));
    expect(rows.some((row) => row.hasAttribute('aria-current'))).toBe(false);
    expect(screen.queryByText(/completed|current step/u)).toBeNull();
    // The offer comes with the steps, not before them.
    expect(screen.queryByText(/APR/u)).toBeNull();
    expect(screen.getByText(DEFAULT_PROGRESS_TEXT)).toBeTruthy();
    await expectNoAxeViolations();

    rerender(
      <ProgressSidebar
        currentStep={progressStep('PRODUCT_SELECT')}
        labels={stepLabels(false)}
        offer={{ rate: 7.49, rateType: 'FIXED', amount: 100_000 }}
      />,
    );
    expect(aside.hasAttribute('aria-busy')).toBe(false);
    expect(steps()).toHaveLength(rows.length);
    expect(stepName(currentStep()!)).toBe('Select Offer');
    expect(screen.getByText('7.49% APR (Fixed)')).toBeTruthy();
  });
});
