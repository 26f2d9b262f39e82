/** Test helpers for the moreInfo screens (tests only: the sandbox is the test files' own). */
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, useLocation, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Component as ApplicationEntry } from '../ApplicationEntry';
import { Component as ApplicationLayout } from '../ApplicationLayout';
import { Component as AppSummaryPage } from './AppSummaryPage';
import { Component as ContactPage } from './ContactPage';
import { Component as CreditFrozenPage } from './CreditFrozenPage';
import { Component as HmdaPage } from './HmdaPage';
import { Component as ProfilePage } from './ProfilePage';
import { Component as SsnPage } from './SsnPage';

/** Any other screen: shows where the router is. */
function ShowPath() {
  const location = useLocation();
  return (
    <section className="page">
      <h1>Other screen</h1>
      <p data-testid="path">{location.pathname}</p>
    </section>
  );
}

/** The real route shape: `:applicationId` with the layout and the moreInfo screens. */
export function renderApplication(path: string) {
  const routes: RouteObject[] = [
    {
      path: '/:applicationId',
      Component: ApplicationLayout,
      children: [
        { index: true, Component: ApplicationEntry },
        { path: 'start/profile', Component: ProfilePage },
        { path: 'start/contact', Component: ContactPage },
        { path: 'start/hmda', Component: HmdaPage },
        { path: 'start/app-summary', Component: AppSummaryPage },
        { path: 'credit/social', Component: SsnPage },
        { path: 'credit/error', Component: CreditFrozenPage },
        { path: '*', Component: ShowPath },
      ],
    },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

/** The screen's heading once its data is read (the frame shows the heading while loading too). */
export async function heading(name: string, timeout = 8000) {
  const found = await screen.findByRole('heading', { level: 1, name }, { timeout });
  await waitFor(() => expect(screen.queryByText('Loading…')).toBeNull(), { timeout });
  return found;
}

export async function landedOn(path: string, timeout = 8000) {
  await waitFor(() => expect(screen.getByTestId('path').textContent).toBe(path), { timeout });
}
