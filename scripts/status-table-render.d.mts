// Types for status-table-render.mjs (allowJs is off: this is what the test and the script see).

export interface RenderPredicate {
  describe: string;
}

export type RenderStatusMatch = string | { status: string; when: RenderPredicate };

export interface RenderOutcome {
  screen: string;
  root?: true;
  when?: RenderPredicate;
  query?: { describe: string };
}

export interface RenderRow {
  statuses: readonly RenderStatusMatch[];
  outcomes: readonly RenderOutcome[];
  assumed?: string;
}

export interface StatusTableModel {
  table: readonly RenderRow[];
  noStatus: RenderOutcome;
  unknownScreen: string;
  unknownStatus: string;
  declineScreen: string;
  waitingPrefix: string;
  waitingForStatuses: readonly string[];
  inProgressStatuses: readonly string[];
  terminalStatuses: readonly string[];
  staysWhenTriesRunOut: string;
  polling: {
    baseDelayMs: number;
    maxDelayMs: number;
    /** The first few delays, try by try. */
    delays: readonly number[];
    maxWaitingTries: number;
    maxUnchangedRetries: number;
    staleTimeMs: number;
  };
  assumedFamilies: readonly { family: string; statuses: readonly string[] }[];
}

export interface QaLine {
  statuses: string;
  screen: string;
  condition: string;
  assumed: string | undefined;
}

export const GENERATED_NOTE: string;
export function screenText(outcome: RenderOutcome): string;
export function statusesText(statuses: readonly RenderStatusMatch[]): string;
export function qaLines(table: readonly RenderRow[]): QaLine[];
export function renderStatusTable(model: StatusTableModel): string;
