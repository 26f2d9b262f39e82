import { fireEvent, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { Link } from './Link';

function Where() {
  const location = useLocation();
  return (
    <p>
      at {location.pathname}
      {location.search}
    </p>
  );
}

function renderAt(element: React.ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/a', element },
      { path: '/b', element: <Where /> },
    ],
    { initialEntries: ['/account/heloc/a'], basename: '/account/heloc' },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('Link', () => {
  it('renders a real anchor whose href carries the basename', () => {
    renderAt(<Link to="/b?x=1">Go</Link>);
    expect(screen.getByRole('link', { name: 'Go' }).getAttribute('href')).toBe(
      '/account/heloc/b?x=1',
    );
  });

  it('navigates in the app on a plain click', async () => {
    const router = renderAt(<Link to="/b?x=1">Go</Link>);
    fireEvent.click(screen.getByRole('link', { name: 'Go' }));
    expect(await screen.findByText('at /b?x=1')).toBeTruthy();
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('replaces the entry when asked', async () => {
    const router = renderAt(
      <Link to="/b" replace>
        Go
      </Link>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Go' }));
    expect(await screen.findByText('at /b')).toBeTruthy();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('leaves a modified click (new tab) and a target to the browser', () => {
    const router = renderAt(
      <>
        <Link to="/b">Plain</Link>
        <Link to="/b" target="_blank">
          New window
        </Link>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Plain' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'New window' }));
    expect(router.state.location.pathname).toBe('/account/heloc/a');
  });

  it('runs its own onClick first, and a handler that prevents the default keeps the page', () => {
    const seen: string[] = [];
    const router = renderAt(
      <Link
        to="/b"
        onClick={(event) => {
          seen.push('clicked');
          event.preventDefault();
        }}
      >
        Go
      </Link>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Go' }));
    expect(seen).toEqual(['clicked']);
    expect(router.state.location.pathname).toBe('/account/heloc/a');
  });
});
