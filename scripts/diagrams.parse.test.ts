// @vitest-environment jsdom
// Mermaid's own parser (the one GitHub and the docs site render with) reads every diagram in
// docs/flows/*.md: a diagram that does not parse is a failing test, not a broken picture.
import mermaid from 'mermaid';
import { fromPromise, setup } from 'xstate';
import { renderMermaid } from './mermaid.mjs';

const pages = import.meta.glob<string>('../docs/flows/*.md', {
  eager: true,
  query: '?raw',
  import: 'default',
});

/** The ```mermaid blocks of a Markdown text. */
function mermaidBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/^```mermaid\n([\s\S]*?)^```$/gm)].map((match) => match[1]!);
}

/** Every block that Mermaid refuses, as `<file> block <n>: <Mermaid's message>`. */
async function parseFailures(files: Record<string, string>): Promise<string[]> {
  const failures: string[] = [];
  for (const [file, markdown] of Object.entries(files)) {
    for (const [i, block] of mermaidBlocks(markdown).entries()) {
      try {
        await mermaid.parse(block);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        failures.push(`${file} block ${i + 1}: ${message.split('\n')[0]}`);
      }
    }
  }
  return failures;
}

beforeAll(() => {
  mermaid.initialize({ startOnLoad: false });
});

describe('the parse check', () => {
  it('finds the mermaid blocks of a page', () => {
    expect(
      mermaidBlocks('# a\n\n```mermaid\nstateDiagram-v2\n  a --> b\n```\n\n```ts\nx\n```\n'),
    ).toEqual(['stateDiagram-v2\n  a --> b\n']);
  });

  it('fails on a broken diagram', async () => {
    const broken = {
      'broken.md':
        '```mermaid\nstateDiagram-v2\n  state "a" as a {\n    b\n  }\n  a : invokes load\n```\n',
      'fine.md': '```mermaid\nstateDiagram-v2\n  a --> b : GO\n```\n',
    };
    const failures = await parseFailures(broken);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(/^broken\.md block 1: /);
  });

  it('passes a generated diagram with an actor on a composite state', async () => {
    const loader = setup({ actors: { load: fromPromise(async () => 1) } }).createMachine({
      id: 'loader',
      initial: 'loading',
      states: {
        loading: {
          invoke: { src: 'load', onDone: 'ready', onError: 'failed' },
          initial: 'quiet',
          states: { quiet: { after: { 500: 'slow' } }, slow: {} },
        },
        ready: { invoke: { src: 'load' } },
        failed: {},
      },
    });
    const text = renderMermaid(loader);
    expect(text).toContain('state "loading (invokes load)" as loading {');
    expect(text).toContain('loading --> ready : load done');
    expect(text).toContain('ready : invokes load');
    expect(await parseFailures({ 'loader.md': `\`\`\`mermaid\n${text}\n\`\`\`\n` })).toEqual([]);
  });
});

describe('docs/flows', () => {
  it('has a page per machine, each with a diagram', () => {
    const withDiagrams = Object.entries(pages).filter(([, text]) => mermaidBlocks(text).length > 0);
    expect(withDiagrams.length).toBeGreaterThan(20);
  });

  // Why the timeout: the largest charts take Mermaid a few seconds on a busy machine.
  it.each(Object.keys(pages).sort())(
    '%s: every mermaid block parses with Mermaid’s own parser',
    async (file) => {
      expect(await parseFailures({ [file]: pages[file]! })).toEqual([]);
    },
    30_000,
  );
});
