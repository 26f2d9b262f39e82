import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerConditionIn } from '../../../sandbox/handlers/conditions';
import { SEED, type ConditionCategory } from '../../../sandbox/lender';
import { setupSandboxServer } from '../../../testing/sandbox-server';
import { expectNoAxeViolations } from '../../../ui/testAxe';
import { NO_CONDITIONS_TEXT } from './ConditionsPage';
import {
  BANK_CONDITION,
  ID_CONDITION,
  landedOn,
  PAYSTUB_CONDITION,
  renderApplicationAt,
} from './testing';

const { lender } = setupSandboxServer();
const UUID = SEED.borrower.applicationUuid;

/** The seed borrower, signed in at status HMDA (kept there), opens /{uuid}/{path}. */
function openConditionsPath(path: string) {
  localStorage.setItem('jwt', lender.identity(SEED.borrower.uuid)!.jwt);
  lender.updateApplication(UUID, { status: { checklistStatus: 'HMDA' } });
  lender.clearSchedule(UUID);
  return renderApplicationAt(`/${UUID}/${path}`);
}

function addCondition(
  categoryEnum: string,
  extra: Partial<Parameters<typeof lender.addCondition>[0]> = {},
) {
  return lender.addCondition({
    applicationUuid: UUID,
    identityUuid: SEED.borrower.uuid,
    categoryEnum: categoryEnum as ConditionCategory,
    notes: 'Notes for underwriting',
    commentsToBorrower: null,
    requestDocuments: [],
    xtraData: { numDocsRequired: 1 },
    actionNeeded: null,
    ...extra,
  });
}

const cards = () =>
  within(screen.getByRole('list', { name: 'Open conditions' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('conditions list', () => {
  it('lists the open conditions oldest first, with their wording and actions', async () => {
    await openConditionsPath('conditions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Conditions' })).toBeTruthy();
    await screen.findByRole('list', { name: 'Open conditions' });
    expect(cards()).toEqual([
      'Upload your 2 most recent paystubs',
      'Upload Bank Letter',
      'Verify your identity',
    ]);
    expect(screen.getByText('You have 3 open items.')).toBeTruthy();
    expect(
      screen.getByText('We need your 2 most recent paystubs to verify your income.'),
    ).toBeTruthy();
    // commentsToBorrower overrides the description.
    expect(screen.getByText('Please upload a clearer photo of your ID.')).toBeTruthy();
    const links = screen
      .getAllByRole('link')
      .filter((link) => link.className.includes('kit-button'));
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [
        'Upload Documents',
        `/${UUID}/conditions/upload-document?conditionUuid=${PAYSTUB_CONDITION}`,
      ],
      ['Upload Document', `/${UUID}/conditions/upload-document?conditionUuid=${BANK_CONDITION}`],
      ['Verify Identity', `/${UUID}/identity?conditionUuid=${ID_CONDITION}`],
    ]);
    await expectNoAxeViolations();
  });

  it('shows only known categories and uses the notes for a hard credit inquiry', async () => {
    addCondition('SOMETHING_NEW');
    addCondition('HARD_CREDIT_INQUIRY_REVIEW', { notes: 'Inquiry by ACME Bank on 03/01/2026.' });
    await openConditionsPath('conditions');
    await screen.findByRole('list', { name: 'Open conditions' });
    expect(cards()).toEqual([
      'Upload your 2 most recent paystubs',
      'Upload Bank Letter',
      'Verify your identity',
      'Explain a recent credit inquiry',
    ]);
    expect(screen.getByText('Inquiry by ACME Bank on 03/01/2026.')).toBeTruthy();
  });

  it('refreshes when the window gets focus again', async () => {
    await openConditionsPath('conditions');
    await screen.findByRole('list', { name: 'Open conditions' });
    addCondition('MISSING_PHONE_NUMBER');
    answerConditionIn(lender, UUID, PAYSTUB_CONDITION, SEED.borrower.uuid);
    act(() => {
      fireEvent.focus(window);
    });
    await waitFor(() =>
      expect(cards()).toEqual([
        'Upload Bank Letter',
        'Verify your identity',
        'Add your phone number',
      ]),
    );
    expect(screen.getByRole('link', { name: 'Add Phone Number' }).getAttribute('href')).toMatch(
      /\/conditions\/phone-number\?conditionUuid=/u,
    );
  });

  it('keeps the list when a refresh fails, and says so', async () => {
    await openConditionsPath('conditions');
    await screen.findByRole('list', { name: 'Open conditions' });
    lender.addFault('getConditions', 503, 1);
    act(() => {
      fireEvent.focus(window);
    });
    expect(
      await screen.findByText(/We could not check for updates, so this list may be out of date/u),
    ).toBeTruthy();
    expect(cards()).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(screen.queryByText(/We could not check for updates/u)).toBeNull());
  });

  it('shows a failed first read with Retry', async () => {
    lender.addFault('getConditions', 503, 1);
    await openConditionsPath('conditions');
    const alert = await screen.findByText(/We could not load your conditions/u);
    expect(alert).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Open conditions' })).toBeTruthy();
  });

  it('with nothing open, continues the application where its status says', async () => {
    for (const uuid of [PAYSTUB_CONDITION, BANK_CONDITION, ID_CONDITION]) {
      answerConditionIn(lender, UUID, uuid, SEED.borrower.uuid);
    }
    await openConditionsPath('conditions');
    expect(await screen.findByText(NO_CONDITIONS_TEXT)).toBeTruthy();
    await expectNoAxeViolations();
    await userEvent.click(screen.getByRole('link', { name: 'Continue my application' }));
    await landedOn(`/${UUID}/start/hmda`);
  });
});
