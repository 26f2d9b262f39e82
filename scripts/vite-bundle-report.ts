import { relative } from 'node:path';
import type { Plugin } from 'vite';

/** One output chunk: its file, the source modules bundled into it and what it imports. */
export interface ReportedChunk {
  file: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  /** The module a dynamic import or entry names (project-relative), if any. */
  facade: string | null;
  /** Project-relative ids of the modules in the chunk (node_modules paths included as such). */
  modules: string[];
  imports: string[];
  dynamicImports: string[];
}

/**
 * Writes `.vite/bundle-report.json` beside the manifest: which source modules went into which
 * chunk. The manifest alone cannot say where a module went once chunks are grouped
 * (vite.config.ts), and `npm run bench` measures pages by their modules.
 */
export function bundleReport(root: string): Plugin {
  const rel = (id: string) => relative(root, id).replace(/\\/g, '/');
  return {
    name: 'heloc:bundle-report',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks: ReportedChunk[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.push({
          file: output.fileName,
          isEntry: output.isEntry,
          isDynamicEntry: output.isDynamicEntry,
          facade: output.facadeModuleId ? rel(output.facadeModuleId) : null,
          modules: output.moduleIds.map(rel),
          imports: output.imports,
          dynamicImports: output.dynamicImports,
        });
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/bundle-report.json',
        source: JSON.stringify({ chunks }, null, 1),
      });
    },
  };
}
