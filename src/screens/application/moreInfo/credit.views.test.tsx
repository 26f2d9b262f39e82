/**
 * The credit/… screens against the real application status machine and the sandbox lender:
 * the SSN rules and masking (the lender keeps only the last four digits), and the credit freeze
 * help whose button asks the lender to pull again.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SSN_INCOMPLETE, SSN_INVALID, SSN_REQUIRED } from '../../../domain/ssn';
import { SEED } from '../../../sandbox/lender';
import { setupSandboxServer } from '../../../testing/sandbox-server';
import { expectNoAxeViolations } from '../../../ui/testAxe';
import { UNFROZEN_LABEL } from './CreditFrozenPage';
import { heading, landedOn, renderApplication } from './testRoutes';

const { lender } = setupSandboxServer();
const UUID = SEED.borrower.applicationUuid;
const application = () => lender.application(UUID)!;

function setStatus(checklistStatus: string) {
  lender.updateApplication(UUID, { status: { checklistStatus } });
  lender.clearSchedule(UUID);
}

beforeEach(() => {
  localStorage.setItem('jwt', lender.identity(SEED.borrower.uuid)!.jwt);
});

describe('credit/social (CREDIT_NO_MATCH)', () => {
  it('masks the SSN, rejects numbers never issued, and sends it once: the lender keeps the last four', async () => {
    setStatus('CREDIT_NO_MATCH');
    const user = userEvent.setup();
    renderApplication(`/${UUID}`);
    await heading('Verify Your Identity');
    const ssn = screen.getByLabelText('Social Security number') as HTMLInputElement;
    expect(ssn.type).toBe('password');
    expect(ssn.autocomplete).toBe('off');
    // The date of birth to confirm comes from the profile.
    expect((screen.getByLabelText('Year') as HTMLInputElement).value).toBe('1980');
    await expectNoAxeViolations();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findAllByText(SSN_REQUIRED)).toHaveLength(2);

    await user.type(ssn, '12345');
    expect(ssn.value).toBe('123-45');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findAllByText(SSN_INCOMPLETE)).toHaveLength(2);

    await user.clear(ssn);
    await user.type(ssn, '666123456');
    expect(ssn.value).toBe('666-12-3456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findAllByText(SSN_INVALID)).toHaveLength(2);
    expect(ssn.value).toBe('666-12-3456');
    // The message never repeats the number.
    expect(document.body.textContent).not.toContain('666-12-3456');
    await expectNoAxeViolations();

    const toggle = screen.getByRole('button', { name: 'Show Social Security number' });
    await user.click(toggle);
    expect(ssn.type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Hide Social Security number' }));
    expect(ssn.type).toBe('password');

    await user.clear(screen.getByLabelText('Year'));
    await user.type(screen.getByLabelText('Year'), '2030');
    await user.clear(ssn);
    await user.type(ssn, '123-45-6789');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findAllByText('Invalid date')).toHaveLength(2);

    await user.clear(screen.getByLabelText('Year'));
    await user.type(screen.getByLabelText('Year'), '1980');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // CREDIT_NO_MATCH → (waiting for offers) → OFFER_SELECTION → product/select.
    await landedOn(`/${UUID}/product/select`, 10_000);
    expect(application().answers['confirm-ssn']).toEqual({ ssnLast4: '6789', dob: '1980-04-12' });
    expect(application().screens.moreInfo?.ssnLast4).toBe('6789');
    expect(JSON.stringify(lender.state)).not.toContain('123456789');
  }, 20_000);

  it('keeps the entry when the post fails; Retry posts it again', async () => {
    setStatus('CREDIT_NO_MATCH');
    lender.addFault('completeStep', 500, 1);
    const user = userEvent.setup();
    renderApplication(`/${UUID}`);
    await heading('Verify Your Identity');
    const ssn = screen.getByLabelText('Social Security number') as HTMLInputElement;
    await user.type(ssn, '123456789');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(/we could not continue/u)).toBeTruthy();
    expect(ssn.value).toBe('123-45-6789');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(application().answers['confirm-ssn']).toBeDefined());
  }, 20_000);
});

describe('credit/error (credit frozen)', () => {
  it.each(['SOFT_CREDIT_LOCKED_OR_FROZEN', 'HARD_CREDIT_LOCKED_OR_FROZEN'])(
    '%s: the three bureaus, then "I\'ve unfrozen my credit" asks the lender to pull again',
    async (status) => {
      setStatus(status);
      const user = userEvent.setup();
      renderApplication(`/${UUID}`);
      await heading('Credit Report Locked');
      for (const bureau of ['Equifax', 'Experian', 'TransUnion']) {
        expect(screen.getByRole('heading', { level: 2, name: bureau })).toBeTruthy();
        const link = screen.getByRole('link', {
          name: `Lift a freeze at ${bureau} (opens in a new tab)`,
        });
        expect(link.getAttribute('href')).toMatch(/^https:\/\/www\./u);
      }
      expect(screen.getByRole('link', { name: '888-397-3742' }).getAttribute('href')).toBe(
        'tel:+18883973742',
      );
      await expectNoAxeViolations();
      await user.click(screen.getByRole('button', { name: UNFROZEN_LABEL }));
      expect(await screen.findByText("We're still working on your application")).toBeTruthy();
      expect(application().screens.moreInfo?.unfreezeRequestedAt).toHaveLength(1);
      await landedOn(
        `/${UUID}/${status.startsWith('HARD') ? 'income/review' : 'product/select'}`,
        10_000,
      );
    },
    20_000,
  );
});
