import { act, render, screen } from '@testing-library/react';
import { ProgressBar } from './ProgressBar';
import { ScreenReaderMessage } from './ScreenReaderMessage';
import { SCREEN_READER_MESSAGE_CLEAR_MS } from './useTransientMessage';
import { expectNoAxeViolations } from './testAxe';

describe('ProgressBar', () => {
  it.each([
    [-20, '0'],
    [0, '0'],
    [42, '42'],
    [100, '100'],
    [180, '100'],
  ])('clamps %s to %s', (value, now) => {
    render(<ProgressBar value={value} label="Application progress" />);
    const bar = screen.getByRole('progressbar', { name: 'Application progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe(now);
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(bar.getAttribute('aria-valuetext')).toBe(`${now}%`);
    // The fill's length is the rect's width in a 0–100 viewBox (no style attribute: the CSP).
    expect(bar.querySelector('svg')?.getAttribute('viewBox')).toBe('0 0 100 1');
    expect(bar.querySelector('rect')?.getAttribute('width')).toBe(now);
    expect(bar.outerHTML).not.toContain('style=');
  });

  it('is indeterminate without a value', async () => {
    const { container } = render(<ProgressBar label="Loading" />);
    const bar = screen.getByRole('progressbar', { name: 'Loading' });
    expect(bar.getAttribute('aria-valuenow')).toBeNull();
    expect(bar.getAttribute('aria-valuetext')).toBeNull();
    expect(bar.classList.contains('kit-progress--indeterminate')).toBe(true);
    await expectNoAxeViolations(container);
  });

  it('speaks a custom value text', async () => {
    const { container } = render(<ProgressBar value={33} label="Steps" valueText="Step 2 of 6" />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('Step 2 of 6');
    await expectNoAxeViolations(container);
  });
});

describe('ScreenReaderMessage', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('speaks the message, then clears it after 300 ms', async () => {
    expect(SCREEN_READER_MESSAGE_CLEAR_MS).toBe(300);
    const { rerender, container } = render(<ScreenReaderMessage message="" />);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');

    rerender(<ScreenReaderMessage message="3 addresses found" />);
    expect(region.textContent).toBe('3 addresses found');
    act(() => vi.advanceTimersByTime(299));
    expect(region.textContent).toBe('3 addresses found');
    act(() => vi.advanceTimersByTime(1));
    expect(region.textContent).toBe('');
    vi.useRealTimers();
    await expectNoAxeViolations(container);
  });

  it('announces the same words again when the key changes', () => {
    const { rerender } = render(<ScreenReaderMessage message="Saved" messageKey={1} />);
    act(() => vi.advanceTimersByTime(300));
    expect(screen.getByRole('status').textContent).toBe('');
    rerender(<ScreenReaderMessage message="Saved" messageKey={1} />);
    expect(screen.getByRole('status').textContent).toBe('');
    rerender(<ScreenReaderMessage message="Saved" messageKey={2} />);
    expect(screen.getByRole('status').textContent).toBe('Saved');
    act(() => vi.advanceTimersByTime(300));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('restarts the 300 ms for a new message and is assertive on request', () => {
    const { rerender } = render(<ScreenReaderMessage message="One" politeness="assertive" />);
    expect(screen.getByRole('alert').getAttribute('aria-live')).toBe('assertive');
    act(() => vi.advanceTimersByTime(200));
    rerender(<ScreenReaderMessage message="Two" politeness="assertive" />);
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('alert').textContent).toBe('Two');
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole('alert').textContent).toBe('');
  });
});
