/**
 * The application's progress value → step of the progress sidebar (shell spec §4), and the step
 * labels (issue 5 item 4).
 */

/** Progress value → 0-based step index. ENOTARY and MANUAL_NOTARY share the notary step. */
export const PROGRESS_STEPS: Readonly<Record<string, number>> = {
  INITIAL: 0,
  PRODUCT_SELECT: 1,
  MORE_INFO: 2,
  LINK_INCOME: 3,
  ID_UPLOAD: 4,
  SIGNING: 5,
  ENOTARY: 6,
  MANUAL_NOTARY: 6,
  COMPLETE: 7,
};

/**
 * The step index for a progress value. A missing or unknown value is the first step (0): the
 * sidebar then shows the application as just started rather than guessing further along.
 */
export function progressStep(progress: string | null | undefined): number {
  if (!progress) return 0;
  return Object.hasOwn(PROGRESS_STEPS, progress) ? (PROGRESS_STEPS[progress] ?? 0) : 0;
}

export const SCHEDULE_NOTARY_LABEL = 'Schedule Notary Session';
export const TALK_TO_ENOTARY_LABEL = 'Talk to eNotary';

/** The six steps before the notary step, in order. */
export const STEP_LABELS_BEFORE_NOTARY = [
  'Basic Info',
  'Select Offer',
  'Provide More Info',
  'Link Income Sources',
  'Verify Identity',
  'Sign Documents',
] as const;

/** The sidebar's step labels: the notary step depends on status.manualNotary. */
export function stepLabels(manualNotary: boolean | null | undefined): string[] {
  return [
    ...STEP_LABELS_BEFORE_NOTARY,
    manualNotary ? SCHEDULE_NOTARY_LABEL : TALK_TO_ENOTARY_LABEL,
  ];
}
