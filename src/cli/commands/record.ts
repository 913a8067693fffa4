/**
 * `gleaner record <operation> --param k=v … [--out FILE] [--transport NAME]`: performs the
 * operation's upstream request through the same request builder and transports as the API, and
 * saves the exchange (request, status, headers, body) as a replayable fixture. Blocked answers
 * are recorded too (marked), since new block pages are fixtures worth having.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.ts';
import { createDeps } from '../../deps.ts';
import { writeExchange } from '../../upstream/replay-server.ts';
import type { TransportName } from '../../upstream/types.ts';
import { detectGoogleBlock } from '../../upstreams/google/blocked.ts';
import { UsageError } from '../main.ts';
import { paramsFrom, upstreamOperation } from '../operation-args.ts';

export async function run(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    options: { param: { type: 'string', multiple: true }, out: { type: 'string' }, transport: { type: 'string', multiple: true } },
    allowPositionals: true,
  });
  const op = upstreamOperation(positionals[0]);
  const params = paramsFrom(op, values.param);
  const request = op.upstream.request(params as never);
  const out = values.out ?? `${op.id}-${new Date().toISOString().slice(0, 10)}-${Date.now().toString(36)}.exchange.json`;
  if (!out.endsWith('.exchange.json')) throw new UsageError('--out must end in .exchange.json (the body is written beside it as .html).');
  const deps = await createDeps(loadConfig({ logLevel: 'silent' }));
  try {
    const transports = (values.transport ?? [...op.upstream.transports]) as TransportName[];
    let verdict: string | undefined;
    const res = await deps.upstream.fetch(request, {
      transports,
      // Record whatever comes back, but say whether it was a block.
      detectBlock: (page) => {
        verdict = detectGoogleBlock(page)?.reason;
        return undefined;
      },
    });
    writeExchange(out, request, res, verdict ? `blocked: ${verdict}` : undefined);
    console.log(`${op.id}: ${request.url}\n  ${res.transport} → HTTP ${res.status} in ${res.elapsedMs} ms${verdict ? ` — BLOCKED: ${verdict}` : ''}\n  saved ${out}`);
    return verdict ? 1 : 0;
  } finally {
    await deps.close();
  }
}
