/**
 * One application step screen on the step-screen chart, as a screen-reader user hears it
 * (issue 20): review-app/delinquency. The heading on arrival, the field's label and hint, the
 * error summary and the field's error after a bad submit, and a failed save's message (an alert
 * region, always in the page). The real route shape against the sandbox lender.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { SEED } from '../../../sandbox/lender';
import { setupSandboxServer } from '../../../testing/sandbox-server';
import { setupScreenReader } from '../../../testing/screenReader';
import { Component as ApplicationEntry } from '../ApplicationEntry';
import { Component as ApplicationLayout } from '../ApplicationLayout';
import { Component as DelinquencyPage } from './DelinquencyPage';

const { lender } = setupSandboxServer();
const sr = setupScreenReader();

// Pinned, not imported: the words the borrower hears.
const UUID = SEED.borrower.applicationUuid;
const TITLE = 'Tell us about your late payments';
const REQUIRED = 'Tell us what happened';
const TOO_SHORT = 'Must be at least 10 characters';

async function openDelinquency() {
  localStorage.setItem('jwt', lender.identity(SEED.borrower.uuid)!.jwt);
  lender.updateApplication(UUID, { status: { checklistStatus: 'DELINQUENCY_REVIEW' } });
  lender.clearSchedule(UUID);
  const children: RouteObject[] = [
    { index: true, Component: ApplicationEntry },
    { path: 'review-app/delinquency', Component: DelinquencyPage },
  ];
  const router = createMemoryRouter(
    [{ path: '/:applicationId', Component: ApplicationLayout, children }],
    { initialEntries: [`/${UUID}`] },
  );
  render(<RouterProvider router={router} />);
  // The layout is on the page before the status routes here: the reader hears the arrival.
  await sr.start();
  await screen.findByRole('heading', { level: 1, name: TITLE }, { timeout: 5000 });
  await waitFor(() => expect(screen.queryByText('Loading…')).toBeNull());
}

const send = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Send explanation' }));

describe('review-app/delinquency, heard through a screen reader', () => {
  it('announces the heading on arrival and speaks the field’s label with its hint', async () => {
    await openDelinquency();
    await sr.waitFor(`heading, ${TITLE}, level 1`);
    const page = await sr.readPage();
    expect(page).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^textbox, What happened\?, For example a job loss, .*required$/u),
        'button, Send explanation',
      ]),
    );
  });

  it('after a bad submit: the error summary and the field’s error', async () => {
    const user = userEvent.setup();
    await openDelinquency();
    await send(user);
    await screen.findByText('There is a problem');
    const page = await sr.readPage();
    const title = page.indexOf('heading, There is a problem, level 2');
    expect(title).toBeGreaterThan(-1);
    expect(page[title + 1 + page.slice(title + 1).findIndex((p) => p.startsWith('link, '))]).toBe(
      `link, ${REQUIRED}`,
    );
    expect(page.find((phrase) => phrase.startsWith('textbox, What happened?,'))).toMatch(
      new RegExp(`Error: ?${REQUIRED}, invalid, required$`, 'u'),
    );

    // A second bad submit changes the summary already on the page: the alert says it at once.
    await sr.clear();
    await user.type(screen.getByRole('textbox', { name: /What happened\?/u }), 'Job loss');
    await send(user);
    await sr.waitFor(new RegExp(`^assertive: There is a problem.*${TOO_SHORT}`, 'u'));
  });

  it('a failed save: the lender’s refusal is announced assertively, and what was typed stays', async () => {
    const user = userEvent.setup();
    await openDelinquency();
    const box = screen.getByRole('textbox', { name: /What happened\?/u });
    await user.type(box, 'A payment was late while I changed banks; it is paid now.');
    lender.addFault('completeStep', 500, 1);
    await sr.clear();
    await send(user);
    const heard = await sr.waitFor(/^assertive: /u, 5000);
    expect(heard).toMatch(/^assertive: Your answers are saved, but we could not continue\. \S/u);
    expect(heard).not.toMatch(/https?:|\/api\//u);
    expect((box as HTMLTextAreaElement).value).toBe(
      'A payment was late while I changed banks; it is paid now.',
    );
  });
});
