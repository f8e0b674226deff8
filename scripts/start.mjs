#!/usr/bin/env node
// `npm start`: installs what is missing, then runs the local stack (TypeScript through tsx).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureDependencies, ROOT } from './lib/setup.mjs';

ensureDependencies();
const child = spawn(
  process.execPath,
  ['--conditions=walletport-source', '--import', 'tsx', join(ROOT, 'tools/stack/src/main.ts')],
  { cwd: ROOT, stdio: 'inherit' },
);
// The stack handles SIGINT/SIGTERM itself; forward them so Ctrl-C from any parent stops everything.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
