import type { SnapshotFrom } from 'xstate';
import type { LoaderMachine } from './loader.machine';

/** What the loader overlay shows. Primitives only, so views can compare it shallowly. */
export interface LoaderView {
  /** The overlay is on screen. */
  visible: boolean;
  /** Loading is under way (false while the overlay only waits out its minimum or its 300 ms). */
  busy: boolean;
  /** The message on screen; empty when hidden. */
  message: string;
}

export function selectLoaderView(snapshot: SnapshotFrom<LoaderMachine>): LoaderView {
  const visible = snapshot.hasTag('visible');
  const { messages, index } = snapshot.context;
  return {
    visible,
    busy: snapshot.hasTag('busy'),
    message: visible ? (messages[index] ?? '') : '',
  };
}
