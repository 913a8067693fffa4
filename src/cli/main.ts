/**
 * The `gleaner` command line. Subcommands are loaded lazily, one file each in commands/; they
 * call the same modules as the HTTP API. Exit codes: 0 ok, 1 failure, 2 usage error.
 */
import { ConfigError } from '../config.ts';
import { AppError } from '../errors.ts';

export class UsageError extends Error {
  override name = 'UsageError';
}

const commands: Record<string, { summary: string; load: () => Promise<{ run(argv: string[]): Promise<number> }> }> = {
  serve: { summary: 'Start the API server (same as npm start).', load: () => import('./commands/serve.ts') },
  keys: { summary: 'Create, list, revoke and top up API keys.', load: () => import('./commands/keys.ts') },
  config: { summary: 'Print every configuration variable with its default.', load: () => import('./commands/config.ts') },
  parse: { summary: 'Print the data an operation returns for a saved upstream page.', load: () => import('./commands/parse.ts') },
  record: { summary: 'Fetch an operation\'s upstream page and save it as a replayable fixture.', load: () => import('./commands/record.ts') },
  replay: { summary: 'Serve recorded upstream exchanges (point UPSTREAM_BASE_URL at it).', load: () => import('./commands/replay.ts') },
  crawl: { summary: 'Crawl a list of URLs to files (markdown, html or rendered-html), resumable.', load: () => import('./commands/crawl.ts') },
  mcp: { summary: 'Serve every operation as an MCP tool over stdio (for agents).', load: () => import('./commands/mcp.ts') },
  probe: { summary: 'One live request per search operation: is this deployment getting through?', load: () => import('./commands/probe.ts') },
};

export function usage(): string {
  const rows = Object.entries(commands).map(([name, c]) => `  ${name.padEnd(10)} ${c.summary}`);
  return `Usage: gleaner <command> [options]\n\nCommands:\n${rows.join('\n')}\n\nRun "gleaner <command> --help" for a command's options.`;
}

export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    console.log(usage());
    return name ? 0 : 2;
  }
  const command = commands[name];
  if (!command) {
    console.error(`Unknown command "${name}".\n\n${usage()}`);
    return 2;
  }
  try {
    return await (await command.load()).run(rest);
  } catch (err) {
    // Bad input — ours or the API's own 400s — is a usage error: exit 2.
    if (err instanceof UsageError || err instanceof ConfigError || (err instanceof AppError && err.status < 500)) {
      console.error(err.message);
      return 2;
    }
    console.error(err instanceof Error ? err.message : String(err));
    return 1;
  }
}
