/**
 * `gleaner mcp` — the MCP server over stdio, for agents that start tools as processes. The key
 * comes from --key or GLEANER_API_KEY and is checked like X-API-Key; every tool call is charged
 * to it through the same execution path as the HTTP API. Logs go to stderr (stdout is the
 * protocol's).
 */
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { pino } from 'pino';
import { loadConfig } from '../../config.ts';
import { createDeps } from '../../deps.ts';
import { createMcpServer } from '../../mcp/server.ts';
import { verifyApiKey } from '../../store/api-keys.ts';
import { cliSecret } from '../api-key.ts';

export async function run(argv: string[]): Promise<number> {
  if (argv.includes('--help')) {
    console.error('Usage: gleaner mcp [--key KEY]   (or GLEANER_API_KEY)\nServes every operation as an MCP tool over stdio.');
    return 0;
  }
  const config = loadConfig();
  const secret = cliSecret(argv, config);
  const deps = await createDeps(config);
  const key = await verifyApiKey(deps.store, secret);
  const log = pino({ level: config.logLevel }, pino.destination(2));
  const server = createMcpServer(deps, key.id, log);
  const transport = new StdioServerTransport();
  await server.connect(transport);
  await new Promise<void>((resolve) => {
    transport.onclose = () => resolve();
    process.stdin.on('end', () => resolve());
  });
  await deps.close();
  return 0;
}
