/**
 * start/app-summary links to the disclosures (document/disclosures), opened in the app: the
 * status table keeps the borrower there (a companion page of the summary's step).
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SEED } from '../../../sandbox/lender';
import { setupSandboxServer } from '../../../testing/sandbox-server';
import { disclosuresPath, REVIEW_DISCLOSURES_LABEL } from './AppSummaryPage';
import { heading, landedOn, renderApplication } from './testRoutes';

const { lender } = setupSandboxServer();
const UUID = SEED.borrower.applicationUuid;

beforeEach(() => {
  localStorage.setItem('jwt', lender.identity(SEED.borrower.uuid)!.jwt);
  lender.updateApplication(UUID, { status: { checklistStatus: 'APP_SUBMISSION' } });
  lender.clearSchedule(UUID);
});

describe('start/app-summary → disclosures', () => {
  it('links to document/disclosures of this application', async () => {
    expect(disclosuresPath(UUID)).toBe(`/${UUID}/document/disclosures`);
    renderApplication(`/${UUID}`);
    await heading('Application Summary');
    const link = screen.getByRole('link', { name: REVIEW_DISCLOSURES_LABEL });
    expect(REVIEW_DISCLOSURES_LABEL).toBe('Review your disclosures');
    expect(link.getAttribute('href')).toBe(`/${UUID}/document/disclosures`);
  });

  it('opens the disclosures in the app, and the status keeps the borrower there', async () => {
    const router = renderApplication(`/${UUID}`);
    await heading('Application Summary');
    await userEvent.setup().click(screen.getByRole('link', { name: REVIEW_DISCLOSURES_LABEL }));
    await landedOn(`/${UUID}/document/disclosures`);
    expect(router.state.location.pathname).toBe(`/${UUID}/document/disclosures`);
  });
});
