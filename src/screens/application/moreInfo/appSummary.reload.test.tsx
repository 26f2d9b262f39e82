/**
 * Issue 17 (5), reload and return on start/app-summary: the corrections saved on the page (not
 * yet submitted) and what is typed in an open editor are back after a reload in the same tab,
 * for that application only; they go once the application is submitted.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APP_SUMMARY_DRAFT_KEY } from '../../../domain/appStorage';
import { SEED } from '../../../sandbox/lender';
import { setupSandboxServer } from '../../../testing/sandbox-server';
import { SUBMIT_APPLICATION_LABEL } from './AppSummaryPage';
import { heading, renderApplication } from './testRoutes';

const { lender } = setupSandboxServer();
const UUID = SEED.borrower.applicationUuid;

vi.setConfig({ testTimeout: 30_000 });

const application = () => lender.application(UUID)!;

function atSummary() {
  lender.completeStep(UUID, 'select-offer', {});
  lender.updateApplication(UUID, { status: { checklistStatus: 'COLLECT_ADDITIONAL_INFO' } });
  lender.completeStep(UUID, 'contact-info', {
    phoneNumber: '+19165550199',
    email: 'alex@example.com',
    mailingAddressSameAsProperty: true,
    maritalStatus: 'MARRIED',
  });
  lender.completeStep(UUID, 'hmda', {
    ethnicity: ['NOT_HISPANIC_OR_LATINO'],
    race: ['WHITE'],
    sex: [],
  });
  expect(application().status.checklistStatus).toBe('APP_SUBMISSION');
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.setItem('jwt', lender.identity(SEED.borrower.uuid)!.jwt);
});

const sexGroup = () => within(screen.getByRole('group', { name: /^Sex/u }));

describe('start/app-summary: reload and return', () => {
  it('keeps a saved correction and an open editor with what was typed across a reload, until submitted', async () => {
    atSummary();
    const user = userEvent.setup();
    renderApplication(`/${UUID}`);
    await heading('Application Summary');

    await user.click(screen.getByRole('button', { name: 'Change contact details' }));
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    await user.clear(email);
    await user.type(email, 'alex.new@example.com');
    await user.click(screen.getByRole('button', { name: 'Save contact details' }));
    expect(await screen.findByText('alex.new@example.com')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Change demographic information' }));
    await user.click(sexGroup().getByLabelText('Male'));

    // The reload: the page goes, and comes again in the same tab.
    cleanup();
    renderApplication(`/${UUID}`);
    await heading('Application Summary');
    expect(screen.getByText('alex.new@example.com')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Change demographic information' })).toBeTruthy();
    expect((sexGroup().getByLabelText('Male') as HTMLInputElement).checked).toBe(true);
    // Nothing reached the lender yet.
    expect(application().answers['contact-info']).toMatchObject({ email: 'alex@example.com' });

    await user.click(screen.getByRole('button', { name: 'Save demographic information' }));
    await user.click(screen.getByLabelText(/I certify that the information/u));
    await user.click(screen.getByRole('button', { name: SUBMIT_APPLICATION_LABEL }));
    await waitFor(() =>
      expect(application().answers['contact-info']).toMatchObject({
        email: 'alex.new@example.com',
      }),
    );
    expect(application().answers.hmda).toMatchObject({ sex: ['MALE'] });
    await waitFor(() => expect(sessionStorage.getItem(APP_SUMMARY_DRAFT_KEY)).toBeNull());
  });

  it('keeps the corrections while the submission fails, and forgets them once the lender has it', async () => {
    atSummary();
    const user = userEvent.setup();
    renderApplication(`/${UUID}`);
    await heading('Application Summary');
    await user.click(screen.getByRole('button', { name: 'Change contact details' }));
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    await user.clear(email);
    await user.type(email, 'alex.kept@example.com');
    await user.click(screen.getByRole('button', { name: 'Save contact details' }));
    await user.click(screen.getByLabelText(/I certify that the information/u));

    // The submission fails once: the correction is still this tab's.
    lender.addFault('completeStep', 500, 1);
    await user.click(screen.getByRole('button', { name: SUBMIT_APPLICATION_LABEL }));
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toBeTruthy();
    expect(sessionStorage.getItem(APP_SUMMARY_DRAFT_KEY)).toContain('alex.kept@example.com');
    expect(application().answers['contact-info']).toMatchObject({ email: 'alex@example.com' });

    // Sent again: the lender has it, and the chart's completion forgets the draft.
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(application().answers['contact-info']).toMatchObject({
        email: 'alex.kept@example.com',
      }),
    );
    await waitFor(() => expect(sessionStorage.getItem(APP_SUMMARY_DRAFT_KEY)).toBeNull());
  });

  it('keeps nothing when nothing was changed, and ignores a corrupt entry', async () => {
    atSummary();
    sessionStorage.setItem(APP_SUMMARY_DRAFT_KEY, '{"version":1,"applications":');
    renderApplication(`/${UUID}`);
    await heading('Application Summary');
    expect(screen.getByText('alex@example.com')).toBeTruthy();
    expect(screen.queryByRole('form', { name: /^Change/u })).toBeNull();
    expect(sessionStorage.getItem(APP_SUMMARY_DRAFT_KEY)).toBeNull();
  });

  it("does not show one application's corrections on another's summary", async () => {
    atSummary();
    sessionStorage.setItem(
      APP_SUMMARY_DRAFT_KEY,
      JSON.stringify({
        version: 1,
        applications: {
          'another-application': {
            savedAt: Date.now(),
            contact: {
              phoneNumber: '+19165550100',
              email: 'other@example.com',
              mailingAddressSameAsProperty: true,
              maritalStatus: 'UNMARRIED',
            },
            hmda: null,
            editing: null,
            contactDraft: null,
            hmdaDraft: null,
          },
        },
      }),
    );
    renderApplication(`/${UUID}`);
    await heading('Application Summary');
    expect(screen.getByText('alex@example.com')).toBeTruthy();
    expect(screen.queryByText('other@example.com')).toBeNull();
    // The other application's entry stays for its own summary.
    expect(sessionStorage.getItem(APP_SUMMARY_DRAFT_KEY)).toContain('other@example.com');
  });
});
