/**
 * Every root actor of the app goes through src/app/inspect.ts (`useFlowActor`,
 * `createFlowActor`), so live inspection sees every flow (docs/sandbox.md, "Live inspection").
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const ROOTS = ['src/screens', 'src/app'];
/** Starts a root actor without the inspector's options. */
const DIRECT = /\b(useActorRef|useMachine|createActor)\s*\(/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => /\.(ts|tsx)$/.test(file) && !/\.test\.(ts|tsx)$/.test(file))
    .map((file) => join(dir, file).split('\\').join('/'));
}

/** `file:line` of every direct start in `text` (comments aside). */
function directStarts(file: string, text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, i) =>
      DIRECT.test(line) && !/^\s*(\/\/|\*|\/\*)/.test(line) ? [`${file}:${i + 1}`] : [],
    );
}

describe('root actors', () => {
  it('are all started through useFlowActor or createFlowActor', () => {
    const files = ROOTS.flatMap(sourceFiles).filter((file) => file !== 'src/app/inspect.ts');
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap((file) => directStarts(file, readFileSync(file, 'utf8')))).toEqual([]);
  });

  it('would notice one that is not', () => {
    expect(directStarts('x.tsx', 'const a = useActorRef(machine, { input });')).toEqual([
      'x.tsx:1',
    ]);
    expect(directStarts('x.ts', '  // useActorRef(machine) stops it')).toEqual([]);
  });
});
