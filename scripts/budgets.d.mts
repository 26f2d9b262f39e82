// Types for scripts/budgets.mjs (plain JS, run by Node; `allowJs` is off, so TypeScript reads this
// file instead when a test imports it).

export declare const kib: (bytes: number) => number;

/** What scripts/budgets.json says (the parts the measure reads). */
export interface Budgets {
  pages: readonly { name: string; modules: readonly string[]; maxTotalKiB: number }[];
  routeChunk: { maxKiB: number };
  notInFirstLoad: {
    groups: Record<
      string,
      { everyRoute: boolean; modules: readonly string[]; text: readonly string[] }
    >;
  };
}

export interface BudgetMeasure {
  /** Every broken budget; empty when all hold. */
  failures: string[];
  /** The printable report. */
  lines: string[];
  initial: Set<string>;
  startFiles: Set<string>;
  pages: { name: string; files: Set<string>; bytes: number }[];
  routes: { facade: string; bytes: number }[];
  /** Shipped gzip bytes of the JavaScript among `files`. */
  sizeOf: (files: Iterable<string>) => number;
  gzipOf: (file: string) => number;
}

/** Measures the build in `dist` (its `.vite/bundle-report.json`) against `budgets`. */
export declare function measureBudgets(dist: string, budgets: Budgets): BudgetMeasure;

/** Shipped gzip of `files` attributed to the source files their bytes come from (source maps). */
export declare function attributeGzip(
  dir: string,
  files: readonly string[],
  gzipOf: (file: string) => number,
): Map<string, number>;

/** A source file's package (node_modules) or app area. */
export declare function areaOf(source: string): string;
