import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { chromium } from 'playwright';

/** Flags that let Chromium run headless in containers and CI without reaching outside hosts. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Exact `performance.memory` numbers and `gc()`, so the hostile-server tests can bound memory.
  '--enable-precise-memory-info',
  '--js-flags=--expose-gc',
];

/**
 * Which Chromium the browser tests launch: `CHROMIUM_PATH`, else the system's Chromium, else
 * Playwright's own download (`undefined`). Fails with what to do when there is none.
 */
export function chromiumExecutable(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH is set to "${fromEnv}", but no file is there.`);
    return fromEnv;
  }
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    for (const name of ['chromium', 'chromium-browser']) {
      const candidate = join(dir, name);
      if (dir && existsSync(candidate)) return candidate;
    }
  }
  let bundled: string | undefined;
  try {
    bundled = chromium.executablePath();
  } catch {
    bundled = undefined;
  }
  if (bundled && existsSync(bundled)) return undefined;
  throw new Error(
    'No Chromium found for the browser tests. Install one (Debian: `apt-get install -y chromium`), ' +
      'point CHROMIUM_PATH at a Chromium binary, or run `npx playwright install chromium`.',
  );
}

/** Launch options for Playwright and the Vitest browser provider alike. */
export function chromiumLaunchOptions(): { executablePath?: string; args: string[] } {
  const executablePath = chromiumExecutable();
  return { ...(executablePath ? { executablePath } : {}), args: CHROMIUM_ARGS };
}
