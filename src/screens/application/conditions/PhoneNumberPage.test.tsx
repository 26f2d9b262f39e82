import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SEED } from '../../../sandbox/lender';
import { setupSandboxServer } from '../../../testing/sandbox-server';
import { expectNoAxeViolations } from '../../../ui/testAxe';
import { renderApplicationAt } from './testing';

const { lender } = setupSandboxServer();
const UUID = SEED.borrower.applicationUuid;

/** The seed borrower, signed in at status HMDA (kept there), opens /{uuid}/{path}. */
function openConditionsPath(path: string) {
  localStorage.setItem('jwt', lender.identity(SEED.borrower.uuid)!.jwt);
  lender.updateApplication(UUID, { status: { checklistStatus: 'HMDA' } });
  lender.clearSchedule(UUID);
  return renderApplicationAt(`/${UUID}/${path}`, { withToasts: true });
}

function addPhoneCondition() {
  return lender.addCondition({
    applicationUuid: UUID,
    identityUuid: SEED.borrower.uuid,
    categoryEnum: 'MISSING_PHONE_NUMBER',
    notes: 'No phone on file.',
    commentsToBorrower: null,
    requestDocuments: [],
    xtraData: { numDocsRequired: 0 },
    actionNeeded: null,
  });
}

describe('phone number condition', () => {
  it('checks the number, saves it as a Phone alias and answers the condition', async () => {
    const user = userEvent.setup();
    const condition = addPhoneCondition();
    const router = await openConditionsPath(
      `conditions/phone-number?conditionUuid=${condition.uuid}`,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Add your phone number' }),
    ).toBeTruthy();
    await expectNoAxeViolations();
    const input = screen.getByLabelText('Mobile phone');
    const title = document.title;
    expect(title).not.toMatch(/^Error: /);

    await user.click(screen.getByRole('button', { name: 'Save Phone Number' }));
    expect(
      await screen.findByRole('link', { name: 'Please enter your mobile phone' }),
    ).toBeTruthy();
    // GOV.UK: the page title says there is an error while the summary shows.
    expect(document.title).toBe(`Error: ${title}`);
    await user.type(input, '555123');
    await user.click(screen.getByRole('button', { name: 'Save Phone Number' }));
    expect(
      await screen.findByRole('link', { name: 'Please enter a valid phone number' }),
    ).toBeTruthy();
    expect(input).toHaveProperty('value', '(555) 123');
    await expectNoAxeViolations();

    await user.type(input, '4567');
    await user.click(screen.getByRole('button', { name: 'Save Phone Number' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/${UUID}/conditions`));
    expect(document.title).not.toMatch(/^Error: /);
    // A toast confirms it on the list (pinned, not imported).
    expect(
      within(screen.getByRole('region', { name: 'Messages' })).getByText(
        'Your phone number was saved.',
      ),
    ).toBeTruthy();
    expect(lender.identity(SEED.borrower.uuid)!.aliases).toEqual([
      { type: 'Phone', value: '+15551234567' },
    ]);
    expect(
      lender.application(UUID)!.screens.conditions!.answered.map((a) => a.conditionUuid),
    ).toEqual([condition.uuid]);
  });

  it('shows a failed save and saves again on the next press', async () => {
    const user = userEvent.setup();
    const condition = addPhoneCondition();
    lender.addFault('savePhoneAlias', 503, 1);
    const router = await openConditionsPath(
      `conditions/phone-number?conditionUuid=${condition.uuid}`,
    );
    await user.type(await screen.findByLabelText('Mobile phone'), '5551234567');
    await user.click(screen.getByRole('button', { name: 'Save Phone Number' }));
    expect((await screen.findAllByRole('alert')).some((a) => a.textContent !== '')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save Phone Number' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/${UUID}/conditions`));
  });
});
