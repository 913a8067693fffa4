/**
 * `gleaner replay [dir …] [--port N]`: serves recorded exchanges as a stand-in search engine, for
 * offline demos and tests. Point the API at it with UPSTREAM_BASE_URL. Without folders it serves
 * every operation's fixtures.
 */
import { existsSync, readdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { startReplayServer } from '../../upstream/replay-server.ts';

export async function run(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({ args: argv, options: { port: { type: 'string' }, host: { type: 'string' } }, allowPositionals: true });
  const ops = new URL('../../operations/', import.meta.url);
  const dirs = positionals.length
    ? positionals
    : readdirSync(ops).map((d) => new URL(`${d}/fixtures/`, ops).pathname).filter((d) => existsSync(d));
  const server = await startReplayServer(dirs, { port: values.port ? Number(values.port) : 0, host: values.host ?? '127.0.0.1' });
  console.log(`Replaying recorded exchanges from ${dirs.length} folder(s) at ${server.url}`);
  console.log(`Start the API against it with: UPSTREAM_BASE_URL=${server.url} npm start`);
  return new Promise<number>(() => {});
}
