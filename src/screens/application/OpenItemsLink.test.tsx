/**
 * The layout's "You have N open items" link, against the real layout, status machine and the
 * sandbox lender (the seed application has 3 open conditions).
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, useLocation, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { answerConditionIn, openConditions } from '../../sandbox/handlers/conditions';
import { SEED } from '../../sandbox/lender';
import { setupSandboxServer } from '../../testing/sandbox-server';
import { expectNoAxeViolations } from '../../ui/testAxe';
import { Component as ApplicationEntry } from './ApplicationEntry';
import { Component as ApplicationLayout } from './ApplicationLayout';
import { useApplicationStatus } from './applicationStatusContext';
import { isConditionsScreen, openItemsLinkText } from './OpenItemsLink';

const { lender } = setupSandboxServer();
const UUID = SEED.borrower.applicationUuid;

function ShowPath() {
  const location = useLocation();
  return (
    <section className="page">
      <h1>Screen</h1>
      <p data-testid="path">{location.pathname}</p>
    </section>
  );
}

function HmdaScreen() {
  const status = useApplicationStatus();
  return (
    <section className="page">
      <h1>Demographic Information</h1>
      <button type="button" onClick={() => status.send({ type: 'STEP.COMPLETED' })}>
        Continue
      </button>
    </section>
  );
}

function renderApplication(path: string) {
  const routes: RouteObject[] = [
    {
      path: '/:applicationId',
      Component: ApplicationLayout,
      children: [
        { index: true, Component: ApplicationEntry },
        { path: 'start/hmda', Component: HmdaScreen },
        { path: '*', Component: ShowPath },
      ],
    },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

function setStatus(checklistStatus: string) {
  lender.updateApplication(UUID, { status: { checklistStatus } });
  lender.clearSchedule(UUID);
}

function answer(count: number) {
  for (const condition of openConditions(lender, UUID).slice(0, count)) {
    answerConditionIn(lender, UUID, condition.uuid, condition.identityUuid);
  }
}

const openItems = () => screen.queryByRole('link', { name: /open item/u });

beforeEach(() => {
  localStorage.setItem('jwt', lender.identity(SEED.borrower.uuid)!.jwt);
  setStatus('HMDA');
});

describe('openItemsLinkText and isConditionsScreen', () => {
  it('counts in the singular and the plural', () => {
    expect(openItemsLinkText(1)).toBe('You have 1 open item');
    expect(openItemsLinkText(3)).toBe('You have 3 open items');
  });

  it('knows the conditions pages', () => {
    expect(isConditionsScreen(`/${UUID}/conditions`)).toBe(true);
    expect(isConditionsScreen(`/${UUID}/conditions/upload-document`)).toBe(true);
    expect(isConditionsScreen(`/${UUID}/conditions/phone-number`)).toBe(true);
    expect(isConditionsScreen(`/${UUID}/start/hmda`)).toBe(false);
    expect(isConditionsScreen(`/${UUID}`)).toBe(false);
  });
});

describe('the open items link', () => {
  it('shows how many items are open and leads to the conditions page, where it is not shown', async () => {
    const router = renderApplication(`/${UUID}`);
    await screen.findByRole('heading', { name: 'Demographic Information' });
    const link = await screen.findByRole('link', { name: 'You have 3 open items' });
    expect(link.getAttribute('href')).toBe(`/${UUID}/conditions`);
    await expectNoAxeViolations();
    await userEvent.setup().click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/${UUID}/conditions`));
    expect(await screen.findByTestId('path')).toBeTruthy();
    expect(openItems()).toBeNull();
  });

  it('reads "1 open item" for one, and reads again after leaving the conditions pages', async () => {
    const router = renderApplication(`/${UUID}/conditions/upload-document`);
    await screen.findByTestId('path');
    expect(openItems()).toBeNull();
    answer(2);
    await act(() => router.navigate(`/${UUID}/start/hmda`));
    expect(await screen.findByRole('link', { name: 'You have 1 open item' })).toBeTruthy();
  });

  it('is not shown without open items', async () => {
    answer(3);
    renderApplication(`/${UUID}`);
    await screen.findByRole('heading', { name: 'Demographic Information' });
    // The conditions read runs alongside the status and application reads: it has answered.
    await new Promise((resolve) => window.setTimeout(resolve, 50));
    expect(openItems()).toBeNull();
  });

  it('is not shown when the conditions call fails, and the page still works', async () => {
    lender.addFault('getConditions', 503);
    renderApplication(`/${UUID}`);
    await screen.findByRole('heading', { name: 'Demographic Information' });
    await new Promise((resolve) => window.setTimeout(resolve, 50));
    expect(openItems()).toBeNull();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
  });

  it('reads again when the status moves on', async () => {
    renderApplication(`/${UUID}`);
    await screen.findByRole('heading', { name: 'Demographic Information' });
    await screen.findByRole('link', { name: 'You have 3 open items' });
    lender.addCondition({
      applicationUuid: UUID,
      identityUuid: SEED.borrower.uuid,
      categoryEnum: 'MISSING_PHONE_NUMBER',
      notes: 'No mobile phone number on file.',
      commentsToBorrower: null,
      requestDocuments: [],
      xtraData: { numDocsRequired: 1 },
      actionNeeded: null,
    });
    setStatus('APP_SUBMISSION');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('link', { name: 'You have 4 open items' })).toBeTruthy();
  });
});
