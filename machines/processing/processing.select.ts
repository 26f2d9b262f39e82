import type { SnapshotFrom } from 'xstate';
import { PROCESSING_TIMED_OUT } from '../../src/domain/progressMessages';
import type { ProcessingMachine } from './processing.machine';

/** What the processing modal shows. Primitives only, so views can compare it shallowly. */
export interface ProcessingView {
  /** The dialog is on screen. */
  open: boolean;
  /** `processing` (messages rotate), `timedOut` (the actions show) or `closed`. */
  phase: 'processing' | 'timedOut' | 'closed';
  title: string;
  message: string;
  /** The machine accepts RETRY / CLOSE now (buttons and Escape follow these). */
  canRetry: boolean;
  canClose: boolean;
  retryLabel: string;
  closeLabel: string;
}

export function selectProcessingView(snapshot: SnapshotFrom<ProcessingMachine>): ProcessingView {
  const { title, messages, index } = snapshot.context;
  const open = snapshot.hasTag('open');
  const timedOut = snapshot.matches('timedOut');
  return {
    open,
    phase: !open ? 'closed' : timedOut ? 'timedOut' : 'processing',
    title: timedOut ? PROCESSING_TIMED_OUT.title : title,
    message: !open ? '' : timedOut ? PROCESSING_TIMED_OUT.message : (messages[index] ?? ''),
    canRetry: snapshot.can({ type: 'RETRY' }),
    canClose: snapshot.can({ type: 'CLOSE' }),
    retryLabel: PROCESSING_TIMED_OUT.retry,
    closeLabel: PROCESSING_TIMED_OUT.close,
  };
}
