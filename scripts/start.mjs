#!/usr/bin/env node
// `npm start`: the app in development mode on the embedded sandbox lender.
import { spawn } from 'node:child_process';
import { tool } from './bin.mjs';
import { checkNodeVersion } from './node-version.mjs';

checkNodeVersion();

const url = 'http://127.0.0.1:5173/account/heloc/';
console.log(`\nStarting the HELOC app on the sandbox lender…`);
console.log(`  App:          ${url}register-v2`);
console.log(`  Staff tools:  ${url}__sandbox`);
console.log(`  Hosted login: http://127.0.0.1:5173/auth/login (sandbox stand-in)\n`);
// Opens the registration start page in the default browser (BROWSER=none: no browser).
const child = spawn(
  ...tool('vite', ['--open', '/account/heloc/register-v2', ...process.argv.slice(2)]),
  { stdio: 'inherit' },
);
child.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
