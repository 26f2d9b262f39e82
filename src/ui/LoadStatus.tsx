import { ProgressBar } from './ProgressBar';
import './kit.css';

export interface LoadingProps {
  /** The progress bar's name: what is under way ("Loading your documents"). */
  label: string;
  /** The visible line under the bar. */
  text?: string;
}

/** A screen's load (or a wait on the lender) under way: announced politely, with a progress bar. */
export function Loading({ label, text = 'Loading…' }: LoadingProps) {
  return (
    <div role="status">
      <ProgressBar label={label} />
      <p>{text}</p>
    </div>
  );
}

export interface LoadFailedProps {
  /** What could not be loaded, as the sentence names it ("your disclosures", "this page"). */
  what: string;
  /** The failed call's message, shown after the sentence. */
  error: string | null | undefined;
  onRetry: () => void;
}

/** A screen's first load failed: said at once (alert), with the call's message and Retry. */
export function LoadFailed({ what, error, onRetry }: LoadFailedProps) {
  return (
    <div role="alert" className="kit-alert kit-alert--error">
      <p>
        We could not load {what}. {error}
      </p>
      <button type="button" className="kit-button" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
