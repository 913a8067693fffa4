/**
 * `gleaner parse <operation> <file> [--url URL] [--param k=v …]`: prints the data the operation
 * would return for a saved upstream page (HTML, or an .exchange.json recording).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Exchange } from '../../upstream/replay-server.ts';
import { UsageError } from '../main.ts';
import { paramsFrom, upstreamOperation } from '../operation-args.ts';

export async function run(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    options: { url: { type: 'string' }, param: { type: 'string', multiple: true }, help: { type: 'boolean', short: 'h' } },
    allowPositionals: true,
  });
  const [id, file] = positionals;
  if (values.help || !id || !file) throw new UsageError('Usage: gleaner parse <operation> <file.html|file.exchange.json> [--url URL] [--param name=value …]');
  const op = upstreamOperation(id);
  const params = paramsFrom(op, values.param ?? (op.params.required?.includes('query') ? ['query=(saved page)'] : []));
  let html = readFileSync(file, 'utf8');
  let url = values.url ?? 'https://www.google.com/search';
  if (file.endsWith('.exchange.json')) {
    const exchange = JSON.parse(html) as Exchange;
    html = exchange.response.body_file ? readFileSync(join(dirname(file), exchange.response.body_file), 'utf8') : (exchange.response.body ?? '');
    url = values.url ?? exchange.request.url;
  }
  console.log(JSON.stringify(op.upstream.parse({ html, url }, params as never), null, 2));
  return 0;
}
