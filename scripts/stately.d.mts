// Types for scripts/stately.mjs (plain JS, run by Node; `allowJs` is off, so TypeScript reads
// this file instead when a test imports it).
import type { AnyStateMachine } from 'xstate';

type StateNode = AnyStateMachine['root'];

/** First line of every generated export; how `--write` recognises a stale generated file. */
export declare const STATELY_MARKER: string;

/** True for JSON-like data (no functions, class instances, dates): what an export can carry. */
export declare function isPlainData(value: unknown): boolean;

/** A named action (with plain-data params), or `inline:…` for one written inline. */
export declare function actionName(
  action: unknown,
  place: string,
): string | { type: string; params: unknown };

/** A named guard (with plain-data params), a higher-order guard in words, or `inline:<place>`. */
export declare function guardName(
  guard: unknown,
  place: string,
): string | { type: string; params: unknown } | undefined;

/** Where a transition sits, as placeholders name it: `loading.onDone`, `idle.GO`. */
export declare function transitionPlace(
  node: StateNode,
  transition: { eventType: string; delay?: unknown },
): string;

/** The shortest target string that resolves from `source` to `target` in XState v5. */
export declare function targetString(source: StateNode, target: StateNode): string;

/** The machine's chart as plain data, and the placeholders used for inline implementations. */
export declare function statelyConfig(machine: AnyStateMachine): {
  config: Record<string, unknown>;
  inline: string[];
};

/** The standalone export of one machine, for Stately's "Import from code". */
export declare function renderStatelyExport(
  machine: AnyStateMachine,
  options: { source: string },
): string;
