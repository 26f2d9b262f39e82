import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import budgets from './budgets.json';
import { areaOf, measureBudgets } from './budgets.mjs';

/** A chunk of the fake build: its code, and the size of its shipped `.gz` copy in KiB. */
interface FakeChunk {
  file: string;
  kib: number;
  code?: string;
  isEntry?: boolean;
  facade?: string;
  modules?: string[];
  imports?: string[];
}

const START_MODULES = budgets.pages[0]!.modules;

/**
 * A tiny production build: the entry with the framework, the start page's chunk, one later
 * route. Each file's shipped gzip is exactly its `.gz` copy's size, as the measure reads it.
 */
const BASE: FakeChunk[] = [
  { file: 'assets/index.js', kib: 1, isEntry: true, imports: ['assets/framework.js'] },
  { file: 'assets/framework.js', kib: 100, modules: ['node_modules/react-dom/index.js'] },
  {
    file: 'assets/register.js',
    kib: 20,
    modules: [...START_MODULES],
    imports: ['assets/framework.js'],
  },
  {
    file: 'assets/SelectOfferPage.js',
    kib: 10,
    facade: 'src/screens/application/offer/SelectOfferPage.tsx',
    modules: ['src/screens/application/offer/SelectOfferPage.tsx'],
    imports: ['assets/framework.js'],
  },
];

describe('size budgets (scripts/budgets.mjs)', () => {
  let dist: string;
  beforeEach(() => {
    dist = mkdtempSync(join(tmpdir(), 'budgets-'));
    mkdirSync(join(dist, 'assets'));
    mkdirSync(join(dist, '.vite'));
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  function build(chunks: FakeChunk[]) {
    for (const chunk of chunks) {
      writeFileSync(join(dist, chunk.file), chunk.code ?? 'export{};');
      writeFileSync(join(dist, `${chunk.file}.gz`), Buffer.alloc(Math.round(chunk.kib * 1024)));
    }
    const report = chunks.map((chunk) => ({
      file: chunk.file,
      isEntry: chunk.isEntry ?? false,
      isDynamicEntry: !chunk.isEntry && chunk.facade !== undefined,
      facade: chunk.facade ?? null,
      modules: chunk.modules ?? [],
      imports: chunk.imports ?? [],
      dynamicImports: [],
    }));
    writeFileSync(join(dist, '.vite/bundle-report.json'), JSON.stringify({ chunks: report }));
    return measureBudgets(dist, budgets);
  }
  const withChunk = (changes: Partial<FakeChunk> & { file: string }, extra: FakeChunk[] = []) =>
    build([
      ...BASE.map((chunk) => (chunk.file === changes.file ? { ...chunk, ...changes } : chunk)),
      ...extra,
    ]);

  it('passes a build within every budget, and measures what it says', () => {
    const result = build(BASE);
    expect(result.failures).toEqual([]);
    expect(result.pages[0]!.bytes).toBe(121 * 1024);
    expect(result.routes).toEqual([
      { facade: 'src/screens/application/offer/SelectOfferPage.tsx', bytes: 10 * 1024 },
    ]);
  });

  it('fails on a later route chunk over 30 KiB (30 KiB itself is within)', () => {
    expect(budgets.routeChunk.maxKiB).toBe(30);
    expect(withChunk({ file: 'assets/SelectOfferPage.js', kib: 30 }).failures).toEqual([]);
    expect(withChunk({ file: 'assets/SelectOfferPage.js', kib: 30.5 }).failures).toEqual([
      'lazy chunk src/screens/application/offer/SelectOfferPage.tsx: 30.5 KiB > 30 KiB',
    ]);
  });

  it('counts what a route imports beyond the start page, not what the start page loaded', () => {
    const shared = { file: 'assets/offerShared.js', kib: 25 };
    const result = withChunk(
      { file: 'assets/SelectOfferPage.js', imports: ['assets/framework.js', shared.file] },
      [shared],
    );
    expect(result.failures).toEqual([
      'lazy chunk src/screens/application/offer/SelectOfferPage.tsx: 35.0 KiB > 30 KiB',
    ]);
  });

  it("fails when the start page's first load is over its budget", () => {
    expect(budgets.pages[0]!.maxTotalKiB).toBe(172);
    expect(withChunk({ file: 'assets/framework.js', kib: 151 }).failures).toEqual([]);
    expect(withChunk({ file: 'assets/framework.js', kib: 151.5 }).failures).toEqual([
      'registration start (register-v2): 172.5 KiB > 172 KiB',
    ]);
  });

  it('fails when a page module is in no chunk of the build', () => {
    const failures = withChunk({
      file: 'assets/register.js',
      modules: START_MODULES.slice(1),
    }).failures;
    expect(failures).toEqual([
      `registration start (register-v2): ${START_MODULES[0]} is in no chunk of the build`,
    ]);
  });

  it.each([
    ['Twilio', 'node_modules/@twilio/conversations/builds/browser.js'],
    ['Twilio', 'node_modules/twilio-sync/builds/browser.js'],
    ['chat', 'machines/chat/chat.machine.ts'],
    ['chat', 'src/api/chatbotTransport.ts'],
    ['chat', 'src/app/shell/chat/ChatDock.tsx'],
    ['Plaid Link', 'src/api/plaidLink.ts'],
    ['Plaid Link', 'machines/bank-link/bank-link.machine.ts'],
  ])("fails on %s in the start page's first load (%s)", (group, module) => {
    const failures = withChunk({
      file: 'assets/framework.js',
      modules: ['node_modules/react-dom/index.js', module],
    }).failures;
    expect(failures).toEqual([
      `${group} in the start page's first load: ${module} (in assets/framework.js)`,
    ]);
  });

  it.each([
    ['Twilio', 'var e=new WebSocket(twilsock)'],
    ['chat', 'fetch("/service-csp/customer/secure/api/v1/webchat")'],
    ['Plaid Link', 's.src="https://cdn.plaid.com/link/v2/stable/link-initialize.js"'],
  ])("fails on %s's words in the start page's shipped code", (group, code) => {
    const failures = withChunk({ file: 'assets/register.js', code }).failures;
    expect(failures.length).toBeGreaterThan(0);
    expect(failures.every((f) => f.startsWith(`${group} in the start page's first load: "`))).toBe(
      true,
    );
  });

  it('lets the launcher, the bank pages and the chat dock be, but no route may pull chat in', () => {
    const dock: FakeChunk = {
      file: 'assets/ChatDock.js',
      kib: 13,
      facade: 'src/app/shell/chat/ChatDock.tsx',
      modules: ['src/app/shell/chat/ChatDock.tsx', 'machines/chat/chat.machine.ts'],
    };
    const bank: FakeChunk = {
      file: 'assets/DisbursePage.js',
      kib: 16,
      facade: 'src/screens/application/bank/DisbursePage.tsx',
      modules: ['src/screens/application/bank/DisbursePage.tsx', 'src/api/plaidLink.ts'],
    };
    const launcher = {
      file: 'assets/register.js',
      modules: [...START_MODULES, 'src/app/shell/chat/ChatLauncher.tsx'],
    };
    expect(withChunk(launcher, [dock, bank]).failures).toEqual([]);
    const pulled = withChunk(
      { file: 'assets/SelectOfferPage.js', imports: ['assets/framework.js', dock.file] },
      [dock, bank],
    ).failures;
    expect(pulled).toContain(
      'chat in the first load of src/screens/application/offer/SelectOfferPage.tsx: machines/chat/chat.machine.ts (in assets/ChatDock.js)',
    );
  });

  it('measures a real zlib -9 size for a file without a shipped .gz copy', () => {
    const result = build(BASE);
    rmSync(join(dist, 'assets/index.js.gz'));
    expect(measureBudgets(dist, budgets).pages[0]!.bytes).toBeLessThan(result.pages[0]!.bytes);
  });

  it('names a source file by its package or app area (--why)', () => {
    expect(areaOf('node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react-dom');
    expect(areaOf('node_modules/@xstate/react/dist/index.js')).toBe('@xstate/react');
    expect(areaOf('machines/session/session.machine.ts')).toBe('machines/session');
    expect(areaOf('src/app/shell/TopBar.tsx')).toBe('src/app/shell');
    expect(areaOf('src/app/App.tsx')).toBe('src/app');
    expect(areaOf('src/ui/form/useForm.ts')).toBe('src/ui');
    expect(areaOf('src/domain/dates.ts')).toBe('src/domain');
    expect(areaOf('src/domain/registration/schemas.ts')).toBe('src/domain/registration');
  });
});
