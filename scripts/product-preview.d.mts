// Types for scripts/product-preview.mjs (plain JS, run by Node; `allowJs` is off).

/** The build's precompressed copy of a file the host would send, or null. */
export declare function precompressedFor(options: {
  outDir: string;
  url: string;
  acceptEncoding?: string;
}): { path: string; headers: Record<string, string> } | null;

/** The prerendered start page the host sends for a plain visit (decision 021), or null. */
export declare function prerenderedFor(options: {
  outDir: string;
  url: string;
  brand: string;
}): string | null;

/** Starts the production build with the sandbox lender in Node; resolves with its stop. */
export declare function startProductPreview(options: {
  port: number;
  outDir?: string;
}): Promise<() => Promise<void>>;
