import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import {
  DISMISSED_BANNERS_KEY,
  dismissBanner,
  parseDismissedBanners,
  pruneDismissals,
  serializeDismissedBanners,
  type Banner,
} from '../domain/banners';
import { Banners } from './Banners';
import { MAX_VISIBLE_TOASTS, Toasts, visibleToasts, type Toast } from './Toasts';
import { expectNoAxeViolations } from './testAxe';

const banner = (uuid: string, createdAt: string, extra: Partial<Banner> = {}): Banner => ({
  uuid,
  message: `Message ${uuid}`,
  apps: ['heloc'],
  variant: 'info',
  active: true,
  dismissable: true,
  metadata: { createdAt, updatedAt: createdAt },
  ...extra,
});

const LIST = [
  banner('a', '2025-01-01T00:00:00Z'),
  banner('b', '2025-03-01T00:00:00Z', { variant: 'warn' }),
  banner('c', '2025-02-01T00:00:00Z'),
];

/** Stands in for the banner machine: keeps dismissals in local storage with the domain rules. */
function Parent({ banners, now }: { banners: Banner[]; now: Date }) {
  const [dismissed, setDismissed] = useState(() =>
    pruneDismissals(banners, parseDismissedBanners(localStorage.getItem(DISMISSED_BANNERS_KEY))),
  );
  return (
    <Banners
      banners={banners}
      dismissed={dismissed}
      app="heloc"
      onDismiss={(uuid) => {
        const next = dismissBanner(dismissed, uuid, now);
        localStorage.setItem(DISMISSED_BANNERS_KEY, serializeDismissedBanners(next));
        setDismissed(next);
      }}
    />
  );
}

const messages = () =>
  within(screen.getByRole('region', { name: 'Announcements' }))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('p')!.textContent);

describe('Banners', () => {
  it('shows at most 2, newest first by createdAt, a warning prefixed for screen readers', async () => {
    const { container } = render(<Parent banners={LIST} now={new Date('2025-04-01T00:00:00Z')} />);
    expect(messages()).toEqual(['Warning: Message b', 'Message c']);
    await expectNoAxeViolations(container);
  });

  it('hides a dismissed banner, remembers it under dismissed-banners and moves focus to the region', async () => {
    const now = new Date('2025-04-01T00:00:00Z');
    const { unmount } = render(<Parent banners={LIST} now={now} />);
    const dismiss = screen.getAllByRole('button', { name: 'Dismiss' })[0]!;
    expect(dismiss.getAttribute('aria-describedby')).toBe('banner-b');
    await userEvent.click(dismiss);
    expect(messages()).toEqual(['Message c', 'Message a']);
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Announcements' }));
    expect(JSON.parse(localStorage.getItem('dismissed-banners')!)).toEqual({
      b: { at: now.toISOString() },
    });

    // Still hidden on the next visit.
    unmount();
    render(<Parent banners={LIST} now={now} />);
    expect(messages()).toEqual(['Message c', 'Message a']);
  });

  it('shows it again once the banner is updated after the dismissal, and drops the dismissal', async () => {
    const { unmount } = render(<Parent banners={LIST} now={new Date('2025-04-01T00:00:00Z')} />);
    await userEvent.click(screen.getAllByRole('button', { name: 'Dismiss' })[0]!);
    unmount();

    const updated = LIST.map((b) =>
      b.uuid === 'b'
        ? {
            ...b,
            metadata: { createdAt: b.metadata!.createdAt, updatedAt: '2025-05-01T00:00:00Z' },
          }
        : b,
    );
    render(<Parent banners={updated} now={new Date('2025-06-01T00:00:00Z')} />);
    expect(messages()).toEqual(['Warning: Message b', 'Message c']);
    // The stale dismissal was dropped from storage on the next dismissal write.
    await userEvent.click(screen.getAllByRole('button', { name: 'Dismiss' })[1]!);
    expect(Object.keys(JSON.parse(localStorage.getItem('dismissed-banners')!))).toEqual(['c']);
  });

  it('offers no dismiss button on a banner that is not dismissable, and renders nothing when empty', () => {
    const { container, rerender } = render(
      <Banners
        banners={[banner('x', '2025-01-01T00:00:00Z', { dismissable: false })]}
        dismissed={{}}
        onDismiss={() => {}}
      />,
    );
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<Banners banners={[]} dismissed={{}} onDismiss={() => {}} />);
    expect(container.innerHTML).toBe('');
  });

  it('has a marketing style', async () => {
    const { container } = render(
      <Banners banners={LIST} dismissed={{}} onDismiss={() => {}} appearance="marketing" />,
    );
    expect(container.querySelector('.kit-banners--marketing')).not.toBeNull();
    await expectNoAxeViolations(container);
  });
});

describe('Toasts', () => {
  const toasts: Toast[] = Array.from({ length: 7 }, (_, i) => ({
    id: String(i + 1),
    message: `Toast ${i + 1}`,
    variant: i === 6 ? 'error' : 'info',
  }));

  it('shows at most 5 at once, the newest', async () => {
    expect(MAX_VISIBLE_TOASTS).toBe(5);
    const { container } = render(<Toasts toasts={toasts} onDismiss={() => {}} />);
    const items = within(screen.getByRole('region', { name: 'Notifications' })).getAllByRole(
      'listitem',
    );
    expect(items.map((li) => li.querySelector('p')!.textContent)).toEqual([
      'Toast 3',
      'Toast 4',
      'Toast 5',
      'Toast 6',
      'Error: Toast 7',
    ]);
    await expectNoAxeViolations(container);
  });

  it('is a polite live region that exists while empty', () => {
    const { container } = render(<Toasts toasts={[]} />);
    expect(container.querySelector('[aria-live="polite"]')).not.toBeNull();
  });

  it('reports dismissal', async () => {
    const onDismiss = vi.fn();
    render(<Toasts toasts={toasts.slice(0, 2)} onDismiss={onDismiss} />);
    await userEvent.click(screen.getAllByRole('button', { name: 'Dismiss' })[1]!);
    expect(onDismiss).toHaveBeenCalledWith('2');
  });

  it('visibleToasts honours another cap', () => {
    expect(visibleToasts(toasts, 2).map((t) => t.id)).toEqual(['6', '7']);
    expect(visibleToasts(toasts, 0)).toEqual([]);
  });
});
