/** Maximum of every progress bar. */
export const PROGRESS_MAX = 100;

/** A determinate progress value clamped to 0..100; NaN counts as 0. */
export function clampProgress(value: number): number {
  if (Number.isNaN(value)) return 0;
  return Math.min(PROGRESS_MAX, Math.max(0, value));
}
