import { fireEvent, render, screen } from '@testing-library/react';
import { LoadFailed, Loading } from './LoadStatus';
import { expectNoAxeViolations } from './testAxe';

describe('Loading and LoadFailed', () => {
  it('announces the load with a named progress bar', async () => {
    const { container } = render(<Loading label="Loading your documents" />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(screen.getByRole('progressbar', { name: 'Loading your documents' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('says what failed with the call’s message, and Retry retries', async () => {
    const onRetry = vi.fn();
    const { container } = render(
      <LoadFailed what="your disclosures" error="Network request failed." onRetry={onRetry} />,
    );
    expect(screen.getByRole('alert').querySelector('p')!.textContent).toBe(
      'We could not load your disclosures. Network request failed.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });
});
