import { useEffect, useState, type ComponentType } from 'react';

/**
 * Renders a component whose chunk is fetched only after the page's first commit (a hydrated
 * page's included): what it renders is never part of the first paint or of hydration. A chunk
 * that cannot be loaded (offline, a replaced deploy) is reported to `onFailure` and not retried
 * on this page.
 */
export function AfterFirstCommit<P extends object>({
  load,
  props,
  onFailure,
}: {
  load: () => Promise<{ default: ComponentType<P> }>;
  props: P;
  onFailure: (error: unknown) => void;
}) {
  const [Loaded, setLoaded] = useState<ComponentType<P> | null>(null);
  const [started] = useState(() => ({ load, onFailure }));
  useEffect(() => {
    let live = true;
    started.load().then(
      (module) => {
        if (live) setLoaded(() => module.default);
      },
      (error: unknown) => {
        if (live) started.onFailure(error);
      },
    );
    return () => {
      live = false;
    };
  }, [started]);
  return Loaded ? <Loaded {...props} /> : null;
}
