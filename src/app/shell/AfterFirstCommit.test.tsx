import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { vi } from 'vitest';
import { AfterFirstCommit } from './AfterFirstCommit';

function Hello({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('AfterFirstCommit', () => {
  it('renders nothing on the server and does not ask for the chunk there', () => {
    const load = vi.fn(() => Promise.resolve({ default: Hello }));
    const html = renderToString(
      <AfterFirstCommit load={load} props={{ name: 'server' }} onFailure={vi.fn()} />,
    );
    expect(html).toBe('');
    expect(load).not.toHaveBeenCalled();
  });

  it('asks for the chunk after the first commit and renders it with the current props', async () => {
    const chunk = deferred<{ default: typeof Hello }>();
    const load = vi.fn(() => chunk.promise);
    const { rerender } = render(
      <AfterFirstCommit load={load} props={{ name: 'first' }} onFailure={vi.fn()} />,
    );
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/Hello/)).toBeNull();
    rerender(<AfterFirstCommit load={load} props={{ name: 'second' }} onFailure={vi.fn()} />);
    await act(async () => chunk.resolve({ default: Hello }));
    expect(screen.getByText('Hello second').textContent).toBe('Hello second');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reports a chunk that cannot be loaded, and renders nothing', async () => {
    const chunk = deferred<{ default: typeof Hello }>();
    const onFailure = vi.fn();
    render(
      <AfterFirstCommit load={() => chunk.promise} props={{ name: 'x' }} onFailure={onFailure} />,
    );
    const error = new TypeError('Failed to fetch dynamically imported module');
    await act(async () => chunk.reject(error));
    expect(onFailure).toHaveBeenCalledWith(error);
    expect(screen.queryByText(/Hello/)).toBeNull();
  });

  it('does nothing with a chunk that arrives after it was unmounted', async () => {
    const chunk = deferred<{ default: typeof Hello }>();
    const onFailure = vi.fn();
    const { unmount } = render(
      <AfterFirstCommit load={() => chunk.promise} props={{ name: 'x' }} onFailure={onFailure} />,
    );
    unmount();
    await act(async () => chunk.reject(new Error('late')));
    expect(onFailure).not.toHaveBeenCalled();
  });
});
