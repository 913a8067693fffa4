import { describeConfig } from '../../config.ts';

/** Prints the configuration table (Markdown), as in the README. */
export async function run(_argv: string[]): Promise<number> {
  console.log('| Variable | Default | Meaning |\n|---|---|---|');
  for (const row of describeConfig()) console.log(`| \`${row.env}\` | ${row.default ? `\`${row.default}\`` : ''} | ${row.doc} |`);
  return 0;
}
