import type { Page } from 'playwright';

/**
 * Presses `key`, measures it with `measure`, then lets it go. Playwright's `keyboard.type` sends the
 * keyup right behind the keydown, and Chromium holds a page's tasks back from a discrete input event
 * to the next frame it draws ("defer renderer tasks after input"): a keyup handled just after a long
 * keystroke's paint held the measurement of that paint back to the next frame (a trace at 100,000
 * resources: rows painted 29 ms after the keydown, measured at 49). A person's key comes up tens of
 * milliseconds after it went down, so the keyup is sent once the keystroke is measured.
 */
export async function pressMeasured<T>(page: Page, key: string, measure: () => Promise<T>): Promise<T> {
  await page.keyboard.down(key);
  try {
    return await measure();
  } finally {
    await page.keyboard.up(key);
  }
}
