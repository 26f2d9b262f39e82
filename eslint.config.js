// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

/** Layers and the direction of imports (docs/decisions/001-architecture.md). */
const react = [
  'react',
  'react-dom',
  'react-dom/*',
  'react-router',
  'react-router/*',
  '@xstate/react',
];
const sandbox = ['**/sandbox', '**/sandbox/**'];
const views = ['**/screens/**', '**/ui/**', '**/app/**'];

/** @param {string[]} groups @param {string} why */
const forbid = (groups, why) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: groups, message: why }] }],
});

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'dist-sandbox',
      'dist-sandbox-*',
      'test-results',
      'playwright-report',
      'public/mockServiceWorker.js',
      '.lighthouse',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-globals': ['error', 'name', 'length', 'event'],
    },
  },
  {
    files: ['machines/**'],
    rules: forbid(
      [...react, ...sandbox, ...views, '**/screens', '**/ui', '**/app'],
      'machines/ is framework-free: xstate, src/domain and src/api only.',
    ),
  },
  {
    files: ['src/api/**'],
    rules: forbid(
      [...react, ...sandbox, ...views, '**/machines/**', 'xstate'],
      'src/api is React-free and flow-free: HTTP, schemas and typed errors only.',
    ),
  },
  {
    files: ['src/domain/**'],
    rules: forbid(
      [...react, ...sandbox, ...views, '**/machines/**', '**/api/**', 'xstate', 'ofetch'],
      'src/domain holds pure rules and tables.',
    ),
  },
  {
    files: ['src/screens/**', 'src/ui/**', 'src/app/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: sandbox, message: 'Only the dev/test entry points import the sandbox.' },
          ],
          paths: ['react-router', 'react-router/dom'].map((name) => ({
            name,
            importNames: ['Link', 'NavLink'],
            message: "Use src/ui/Link: the router's own links weigh on every page (decision 008).",
          })),
        },
      ],
    },
  },
  {
    // Views hold no calls (decision 014): the flow's actors module makes them; a screen may name
    // the wire types it renders.
    files: ['src/screens/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/api', '**/api/**'],
              allowTypeImports: true,
              message:
                "Screens import only types from src/api: the calls belong to the flow's actors (machines/<flow>/<flow>.actors.ts).",
            },
          ],
        },
      ],
    },
  },
  {
    // Time belongs to the machines: no timers in views.
    files: ['src/screens/**/*.{ts,tsx}', 'src/app/**/*.{ts,tsx}', 'src/ui/**/*.{ts,tsx}'],
    // useTransientMessage clears a screen-reader message after 300 ms: presentation, not flow.
    ignores: ['**/*.test.{ts,tsx}', 'src/ui/useTransientMessage.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.name=/^(setInterval|setTimeout)$/]',
          message: 'Timers belong to machines (named delays), not to views.',
        },
        {
          selector: 'CallExpression[callee.property.name=/^(setInterval|setTimeout)$/]',
          message: 'Timers belong to machines (named delays), not to views.',
        },
      ],
    },
  },
);
