import type { Plugin } from 'vite';

const FILES = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/].*\.js$/;
/** `const Link = React.forwardRef(…)` at the top level of a module (column 0). */
const TOP_LEVEL_REACT_CALL =
  /^((?:const|let|var) [\w$]+ = )(React(?:\$\d+)?\.(?:forwardRef|createContext|memo)\()/gm;
/** `Link.displayName = "Link";` at the top level: a name for React's dev tools only. */
const TOP_LEVEL_DISPLAY_NAME = /^[\w$]+\.displayName = "[^"\n]*";$/gm;

/**
 * react-router ships its components and contexts as unannotated top-level calls
 * (`React.forwardRef`, `React.createContext`) each followed by a `displayName` write. A bundler
 * must keep both, since either might have effects, so every component the library exports
 * (Form, NavLink, ScrollRestoration, the framework-mode prefetch links…) was in the first load
 * whether the app used it or not. React's constructors have no effects: marking them pure and
 * dropping the dev-tools names lets tree shaking drop what the app does not use (decision 008).
 */
export function markReactRouterPure(code: string): string {
  return code
    .replace(TOP_LEVEL_REACT_CALL, '$1/* @__PURE__ */ $2')
    .replace(TOP_LEVEL_DISPLAY_NAME, '');
}

export function reactRouterPure(): Plugin {
  return {
    name: 'heloc:react-router-pure',
    apply: 'build',
    transform: {
      filter: { id: FILES },
      handler(code) {
        const next = markReactRouterPure(code);
        return next === code ? null : { code: next, map: null };
      },
    },
  };
}
