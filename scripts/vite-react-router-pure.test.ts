import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { markReactRouterPure } from './vite-react-router-pure.ts';

const require = createRequire(import.meta.url);
const distLib = join(dirname(require.resolve('react-router/package.json')), 'dist/production/lib');

describe('markReactRouterPure', () => {
  it('marks top-level React components and contexts pure and drops their display names', () => {
    const code = [
      'const Link = React$1.forwardRef(function LinkWithRef(props, ref) {',
      '\treturn null;',
      '});',
      'Link.displayName = "Link";',
      'var FrameworkContext = React.createContext(void 0);',
      'FrameworkContext.displayName = "FrameworkContext";',
    ].join('\n');
    expect(markReactRouterPure(code)).toBe(
      [
        'const Link = /* @__PURE__ */ React$1.forwardRef(function LinkWithRef(props, ref) {',
        '\treturn null;',
        '});',
        '',
        'var FrameworkContext = /* @__PURE__ */ React.createContext(void 0);',
        '',
      ].join('\n'),
    );
  });

  it('leaves calls inside functions alone (a hook call is never pure)', () => {
    const code = [
      'function useThing() {',
      '\tconst ctx = React.createContext(null);',
      '\tconst value = React.useContext(ctx);',
      '\tvalue.displayName = "x";',
      '\treturn value;',
      '}',
      'const other = React.useMemo(() => 1, []);',
    ].join('\n');
    expect(markReactRouterPure(code)).toBe(code);
  });

  // Why: the transform matches react-router's published layout. If an upgrade changes it, the
  // start page silently grows again; this fails first.
  it.each([
    ['dom/lib.js', ['Link', 'NavLink', 'Form']],
    ['dom/ssr/components.js', ['FrameworkContext']],
    ['context.js', ['DataRouterContext', 'NavigationContext']],
  ])('still finds what to mark in the installed react-router (%s)', (file, names) => {
    const marked = markReactRouterPure(readFileSync(join(distLib, file), 'utf8'));
    for (const name of names) {
      expect(marked).toMatch(new RegExp(`^(const|var|let) ${name} = /\\* @__PURE__ \\*/ `, 'm'));
      expect(marked).not.toMatch(new RegExp(`^${name}\\.displayName = `, 'm'));
    }
  });
});
