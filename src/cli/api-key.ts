/**
 * The API key a CLI command acts under (crawl, mcp): --key KEY, else GLEANER_API_KEY from the
 * config. It is checked against the store like X-API-Key by the caller, once deps are open.
 */
import type { Config } from '../config.ts';
import { UsageError } from './main.ts';

export function cliSecret(argv: string[], config: Config): string {
  const i = argv.indexOf('--key');
  const secret = i >= 0 ? argv[i + 1] : config.cliApiKey;
  if (!secret) throw new UsageError('An API key is required: --key KEY or GLEANER_API_KEY (create one with "gleaner keys create").');
  return secret;
}
