import { render, screen } from '@testing-library/react';
import { setupSandboxServer } from '../../testing/sandbox-server';
import { expectNoAxeViolations } from '../../ui/testAxe';
import type { ShellEnvironment } from './environment';
import { PrivateLabelCheck } from './PrivateLabelCheck';
import { ShellProvider } from './ShellProvider';

const { lender } = setupSandboxServer();
beforeEach(() => lender.setLatency(0));

function renderAt(hostname: string, search: string) {
  const warn = vi.fn<ShellEnvironment['warn']>();
  render(
    <ShellProvider
      environment={{
        location: { hostname, pathname: '/account/heloc/register-v2', search },
        warn,
        track: vi.fn<ShellEnvironment['track']>(),
      }}
    >
      <PrivateLabelCheck>
        <h1>The app</h1>
      </PrivateLabelCheck>
    </ShellProvider>,
  );
  return { warn };
}

describe('no private label data (shell §8)', () => {
  it('shows the message with its detail, logs it, and shows nothing of the app, for an unknown org', async () => {
    const { warn } = renderAt('127.0.0.1', '?org=nosuch');
    const heading = screen.getByRole('heading', { level: 1, name: 'No private label data found' });
    expect(document.activeElement).toBe(heading);
    expect(
      screen.getByText('No lender is set up for the organisation "nosuch" named in this link.'),
    ).toBeTruthy();
    expect(screen.queryByText('The app')).toBeNull();
    expect(warn).toHaveBeenCalledWith(
      'No private label data found: No lender is set up for the organisation "nosuch" named in this link.',
    );
    await expectNoAxeViolations();
  });

  it('renders the markup of a hostile org as text', () => {
    renderAt('127.0.0.1', `?org=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByText(/<img src=x onerror=alert\(1\)>/)).toBeTruthy();
  });

  it('lets the app start for a known org', () => {
    renderAt('127.0.0.1', '?org=fairway');
    expect(screen.getByRole('heading', { name: 'The app' })).toBeTruthy();
  });

  it('lets the app start on a brand’s own host whatever org the link names', () => {
    renderAt('heloc.fairway.com', '?org=nosuch');
    expect(screen.getByRole('heading', { name: 'The app' })).toBeTruthy();
  });
});
