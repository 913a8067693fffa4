import { serve } from '../../main.ts';

export async function run(_argv: string[]): Promise<number> {
  await serve();
  // serve() resolves once listening; the process then lives until a signal.
  return new Promise<number>(() => {});
}
