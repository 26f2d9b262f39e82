import { readFileSync } from 'node:fs';
import { JOURNEY_STEPS } from '../api/journeySteps';
import { realisticLatency } from './faults';
import { FLAG_NAMES } from './lender';
import { methodsOf, OPERATION_NAMES, OPERATIONS } from './operations';
import { CONTROL_NAMES } from './staff/controls';

const doc = readFileSync(new URL('../../docs/sandbox.md', import.meta.url), 'utf8');

describe('docs/sandbox.md', () => {
  it.each(OPERATION_NAMES)(
    'documents the operation %s with its method, path and latency',
    (name) => {
      const path = OPERATIONS[name].path.replace(/^\*/u, '');
      const cells = doc
        .split('\n')
        .map((line) => line.split('|').map((cell) => cell.trim()))
        .find((row) => row[1] === `\`${name}\``);
      expect(cells?.slice(2, 6)).toEqual([
        methodsOf(name).join(', '),
        `\`${path}\``,
        OPERATIONS[name].auth,
        String(realisticLatency(name)),
      ]);
    },
  );

  it.each(CONTROL_NAMES)('documents the query control %s', (name) => {
    expect(doc).toMatch(new RegExp(`\\| \`${name}=`, 'u'));
  });

  it.each(FLAG_NAMES)('names the flag %s', (name) => {
    expect(doc).toContain(`\`${name}\``);
  });

  it.each(JOURNEY_STEPS)('lists the designed step call %s with its screen and body', (step) => {
    const table = doc.slice(doc.indexOf('<!-- step-calls -->'));
    const row = table
      .split('\n')
      .map((line) => line.split(/(?<!\\)\|/u).map((cell) => cell.trim()))
      .find((cells) => cells[1] === `\`${step}\``);
    expect(row?.[2]).toBeTruthy();
    expect(row?.[3]).toMatch(/^`\{.*\}`/u);
  });
});
