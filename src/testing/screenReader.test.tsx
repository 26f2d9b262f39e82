import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { ScreenReaderMessage } from '../ui/ScreenReaderMessage';
import { setupScreenReader } from './screenReader';

const sr = setupScreenReader();

function Page({ live = true }: { live?: boolean }) {
  const [message, setMessage] = useState('');
  return (
    <main>
      <h1>Title</h1>
      <label htmlFor="name">Name</label>
      <input id="name" aria-describedby="name-hint" />
      <p id="name-hint">As on your ID</p>
      <button type="button" onClick={() => setMessage('Saved')}>
        Save
      </button>
      <div role={live ? 'status' : undefined}>{message}</div>
    </main>
  );
}

describe('setupScreenReader', () => {
  it('walks a container to its end, saying each control with its label and description', async () => {
    const { container } = render(<Page />);
    await sr.start(container);
    expect(await sr.walk()).toEqual([
      'heading, Title, level 1',
      'Name',
      'textbox, Name, As on your ID',
      'paragraph',
      'As on your ID',
      'end of paragraph',
      'button, Save',
      'status',
      'end of main',
    ]);
    // The whole container again, from its top.
    const page = await sr.readPage();
    expect([page[0], page[1], page.at(-1)]).toEqual([
      'main',
      'heading, Title, level 1',
      'end of main',
    ]);
  });

  it('hears a live region change, and only a live region', async () => {
    const { container } = render(<Page />);
    await sr.start();
    act(() => container.querySelector('button')!.click());
    expect(await sr.announcements()).toEqual(['polite: Saved']);
    expect(await sr.waitFor('polite: Saved')).toBe('polite: Saved');
  });

  it('hears nothing when the message is not in a live region', async () => {
    const { container } = render(<Page live={false} />);
    await sr.start();
    act(() => container.querySelector('button')!.click());
    expect(await sr.announcements()).toEqual([]);
    await expect(sr.waitFor('polite: Saved', 100)).rejects.toThrow(/did not say/u);
  });

  it('a screen-reader message is said once, then gone from the page after 300 ms (shell §4)', async () => {
    vi.useFakeTimers();
    try {
      const { rerender } = render(<ScreenReaderMessage message="" />);
      await sr.start();
      rerender(<ScreenReaderMessage message="Your privacy choices are saved." />);
      expect(await sr.announcements()).toEqual(['polite: Your privacy choices are saved.']);
      act(() => vi.advanceTimersByTime(299));
      expect((await sr.readPage()).join('\n')).toContain('Your privacy choices are saved.');
      act(() => vi.advanceTimersByTime(1));
      // Reading the page afterwards does not find a stale message.
      expect((await sr.readPage()).join('\n')).not.toContain('Your privacy choices are saved.');
      await expect(sr.waitFor('x')).rejects.toThrow(/real timers/u);
    } finally {
      vi.useRealTimers();
    }
  });
});
