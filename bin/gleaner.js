#!/usr/bin/env node
// Launcher for `npx gleaner`: runs the TypeScript CLI on a Node that strips types (≥ 22.18).
// When an older system Node runs this file, re-run it with the Node 24 the project installs.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const [major, minor] = process.versions.node.split('.').map(Number);
if (major > 22 || (major === 22 && minor >= 18)) {
  const { main } = await import('../src/cli/main.ts');
  process.exitCode = await main(process.argv.slice(2));
} else {
  const require = createRequire(import.meta.url);
  let node;
  try {
    node = require.resolve('node/bin/node');
  } catch {
    console.error(`gleaner needs Node.js 24; this is ${process.version} and the project's own Node is not installed (run npm ci).`);
    process.exit(1);
  }
  const child = spawnSync(node, [new URL(import.meta.url).pathname, ...process.argv.slice(2)], { stdio: 'inherit' });
  process.exit(child.status ?? 1);
}
