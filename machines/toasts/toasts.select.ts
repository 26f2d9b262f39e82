/** Toasts snapshot → what the shell shows. */
import type { SnapshotFrom } from 'xstate';
import type { ToastItem, ToastsMachine } from './toasts.machine';

/** The visible toasts, oldest first (the list keeps its identity until it changes). */
export function selectToasts(snapshot: SnapshotFrom<ToastsMachine>): readonly ToastItem[] {
  return snapshot.context.toasts;
}

export function selectToastsPaused(snapshot: SnapshotFrom<ToastsMachine>): boolean {
  return snapshot.matches('paused');
}
