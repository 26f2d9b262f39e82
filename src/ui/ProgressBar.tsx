import { PROGRESS_MAX, clampProgress } from '../domain/progress';
import './kit.css';

export interface ProgressBarProps {
  /** 0-100 (clamped). `null`/`undefined` for an indeterminate bar. */
  value?: number | null;
  /** Accessible name, e.g. "Application progress". */
  label: string;
  /** Spoken value instead of the percentage (e.g. "Step 2 of 6"). */
  valueText?: string;
}

/** `role="progressbar"`: determinate with `aria-valuenow`, or indeterminate without it. */
export function ProgressBar({ value, label, valueText }: ProgressBarProps) {
  const determinate = typeof value === 'number';
  const now = determinate ? clampProgress(value) : undefined;
  return (
    <div
      className={determinate ? 'kit-progress' : 'kit-progress kit-progress--indeterminate'}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={PROGRESS_MAX}
      aria-valuenow={now}
      aria-valuetext={determinate ? (valueText ?? `${Math.round(now!)}%`) : undefined}
    >
      <div className="kit-progress__fill" style={determinate ? { width: `${now}%` } : undefined} />
    </div>
  );
}
