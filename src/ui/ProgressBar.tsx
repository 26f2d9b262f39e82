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
      {/* Why SVG: the fill's length is an attribute, not a style attribute, which the Content
        Security Policy would block in the prerendered start page (decision 021). */}
      {determinate ? (
        <svg
          className="kit-progress__track"
          viewBox={`0 0 ${PROGRESS_MAX} 1`}
          preserveAspectRatio="none"
          aria-hidden="true"
          focusable="false"
        >
          <rect className="kit-progress__fill" width={now} height={1} />
        </svg>
      ) : (
        <div className="kit-progress__fill" />
      )}
    </div>
  );
}
