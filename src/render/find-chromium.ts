/**
 * Browser discovery, in order: CHROMIUM_PATH (when set, only it); the Chromium that npm installs with the project
 * (@sparticuz/chromium, unpacked to /tmp on first use); a system Chromium. Each miss is kept as
 * a reason, so that the 503 and the health report can say what was tried.
 */
import { accessSync, constants } from 'node:fs';

export interface ChromiumFound {
  path: string;
  source: 'CHROMIUM_PATH' | '@sparticuz/chromium' | 'system';
}

const SYSTEM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

export class ChromiumNotFound extends Error {
  override name = 'ChromiumNotFound';
}

export async function findChromium(configuredPath: string): Promise<ChromiumFound> {
  const tried: string[] = [];
  if (configuredPath) {
    // An explicit choice is not second-guessed: a wrong path is reported, not silently replaced.
    if (executable(configuredPath)) return { path: configuredPath, source: 'CHROMIUM_PATH' };
    throw new ChromiumNotFound(`CHROMIUM_PATH=${configuredPath} is not an executable file. Point it at a Chromium or Chrome binary, or unset it to use the Chromium installed by npm ci.`);
  }
  try {
    const { default: sparticuz } = await import('@sparticuz/chromium');
    const path = await sparticuz.executablePath();
    if (executable(path)) return { path, source: '@sparticuz/chromium' };
    tried.push(`@sparticuz/chromium unpacked to ${path}, which is not executable`);
  } catch (err) {
    tried.push(`@sparticuz/chromium: ${(err as Error).message}`);
  }
  for (const path of SYSTEM_PATHS) if (executable(path)) return { path, source: 'system' };
  tried.push(`no system Chromium at ${SYSTEM_PATHS.join(', ')}`);
  throw new ChromiumNotFound(
    `No Chromium could be found (${tried.join('; ')}). Set CHROMIUM_PATH to a Chromium or Chrome binary, reinstall with npm ci, or install the distribution's chromium package.`,
  );
}

function executable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
