/**
 * The layer boundaries the lint enforces (eslint.config.js), checked on snippets linted as if they
 * were files of each layer: a rule that stopped firing would let the boundary go unnoticed.
 */
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: process.cwd() });

async function messagesFor(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('lint: the layers (decisions 001 and 014)', { timeout: 60_000 }, () => {
  it('refuses a call imported into a screen, and allows the wire types it renders', async () => {
    const call = await messagesFor(
      'src/screens/application/ProbePage.tsx',
      "import { getToken } from '../../api/session';\nexport const probe = getToken;\n",
    );
    expect(call.join('\n')).toMatch(/Screens import only types from src\/api/);
    const types = await messagesFor(
      'src/screens/application/ProbePage.tsx',
      "import type { Liens } from '../../api/property';\nexport type Probe = Liens;\n",
    );
    expect(types.join('\n')).not.toMatch(/src\/api/);
  });

  it('keeps machines framework-free', async () => {
    const found = await messagesFor(
      'machines/probe/probe.machine.ts',
      "import { useState } from 'react';\nexport const probe = useState;\n",
    );
    expect(found.join('\n')).toMatch(/machines\/ is framework-free/);
  });

  it('keeps timers out of views', async () => {
    const found = await messagesFor(
      'src/screens/application/ProbePage.tsx',
      'export const probe = () => setInterval(() => undefined, 1000);\n',
    );
    expect(found.join('\n')).toMatch(/Timers belong to machines/);
  });
});
