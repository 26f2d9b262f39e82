// Types for scripts/mermaid.mjs (plain JS, run by Node; `allowJs` is off, so TypeScript reads
// this file instead when a test imports it).
import type { AnyStateMachine } from 'xstate';

/** First line of every generated file; how `--write` recognises a stale generated file. */
export declare const GENERATED_MARKER: string;

/** True for an XState machine (duck-typed: `root`, `config`, `implementations`, `transition`). */
export declare function isStateMachine(value: unknown): value is AnyStateMachine;

/** A guard as readers say it: `isReady`, `not isReady`, `a and b`, `in visible`. */
export declare function guardText(guard: unknown): string | undefined;

/** The name an invocation is known by: its `src` name, else its own `id`, else `inline actor`. */
export declare function invokeName(
  invoke: { src: unknown; id: string },
  index: number,
  node?: { id: string },
): string;

/** Every invocation id of the machine with the name readers know it by. */
export declare function invokeNames(root: AnyStateMachine['root']): Map<string, string>;

/**
 * A transition's trigger: `after MIN_VISIBLE`, `after 200 ms`, `always`, `done`, `GO`; with
 * `actorNames` (from `invokeNames`), `fetchUser done` instead of `0.user.loading done`.
 */
export declare function eventText(
  transition: { eventType: string; delay?: unknown },
  actorNames?: ReadonlyMap<string, string>,
): string;

/** The chart as Mermaid `stateDiagram-v2` text, without the code fence. */
export declare function renderMermaid(machine: AnyStateMachine): string;

/** The doc comment above `name` in `sourceText` (events: above their union member). */
export declare function docComment(
  sourceText: string,
  name: string,
  kind?: 'event',
): string | undefined;

/** Tables of the machine's states, events, guards, actors and delays. */
export declare function renderLegend(machine: AnyStateMachine, sourceText?: string): string;

export interface MachineMarkdownOptions {
  /** The machine file's path from the repository root. */
  source: string;
  /** The exports that hold this machine. */
  exportNames?: readonly string[];
  /** The machine file's text, for doc comments. */
  sourceText?: string;
  /** The flow's file set, for the page's "Files" section (left out when null). */
  files?: FlowFiles | null;
}

/** Where a flow's files are (decision 014), paths from the repository root. */
export interface FlowFiles {
  /** The machine folder's files named after the machine file (actors, select, host, tests…). */
  siblings?: readonly string[];
  /** The views that import the flow's files. */
  views?: readonly string[];
  /** Its graph paths walked through the real views (`<name>.paths.test.tsx`). */
  walks?: readonly string[];
}

/** What a file of a flow's set is for, by how its name ends ('Helpers' for the rest). */
export declare function fileKind(path: string): string;

/** One machine's page: title, source link, diagram, legend. */
export declare function renderMachineMarkdown(
  machine: AnyStateMachine,
  options: MachineMarkdownOptions,
): string;

export interface IndexEntry {
  id: string;
  source: string;
  description?: string | undefined;
}

/** docs/flows/README.md. */
export declare function renderIndex(entries: readonly IndexEntry[]): string;
