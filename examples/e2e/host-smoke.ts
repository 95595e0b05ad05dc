import { expect, test } from '../../e2e/fixtures.ts';
import { lowContrastTextOn } from './kit-contrast.ts';

/**
 * The smoke test every example host passes, in the browser's light and dark OS scheme (the
 * Playwright projects): the tree lists, a preview highlights, attaching updates the budget, the
 * kit's text is readable on the host's light page, and nothing logs an error.
 */
export function hostSmokeTests(host: string, baseURL: string) {
  test.use({ baseURL });
  test.describe(host, () => {
    test('lists, previews with highlighting, attaches within the budget, readable in the OS scheme', async ({ page }) => {
      await page.goto('/');
      const tree = page.getByRole('tree');
      await expect(tree.getByRole('treeitem', { name: 'file://' })).toBeVisible({ timeout: 20_000 });

      // ⌘K finds a code file; opening it reveals it in the tree and previews it, highlighted.
      await page.keyboard.press('Control+k');
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('combobox').fill('package.json');
      await expect(dialog.getByRole('option', { name: /package\.json/ }).first()).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      const preview = page.getByRole('region', { name: 'Preview' });
      await expect(preview.locator('[data-slot="resource-preview-text"][data-highlighted]')).toBeVisible({ timeout: 20_000 });
      await expect(preview.locator('span[style*="--mcp-code-token"]').first()).toBeVisible();
      // Highlighted in the kit's worker, as the host's bundler emitted it, not on the page as a fallback.
      const workerNames = await Promise.all(page.workers().map((worker) => worker.evaluate(() => (globalThis as { name?: string }).name)));
      expect(workerNames).toContain('mcp-resource-kit-highlight');

      // The cost badges of a 360 px column keep the size in bytes whole, in the kit's font.
      await expect(tree.getByRole('treeitem', { name: /package\.json/ })).toBeVisible();
      const badges = tree.locator('[data-slot="resource-tree-item-size"] [data-slot="size-badge"]');
      await expect(badges.first()).toBeVisible();
      const clipped = await badges.evaluateAll((elements) =>
        elements
          .map((badge) => ({ badge, bytes: badge.querySelector('[data-slot="size-badge-bytes"]') }))
          .filter(({ badge, bytes }) => bytes && bytes.getBoundingClientRect().right > badge.getBoundingClientRect().right + 0.5)
          .map(({ bytes }) => bytes!.textContent),
      );
      expect(clipped).toEqual([]);
      expect(await badges.first().evaluate((badge) => getComputedStyle(badge).fontFamily)).toMatch(/^system-ui/);

      const context = page.getByRole('region', { name: 'Context' });
      const meter = context.getByRole('meter');
      await expect(meter).toHaveAttribute('aria-valuenow', '0');
      await preview.getByRole('button', { name: 'Attach this resource' }).click();
      await expect(context.locator('[data-slot="attach-tray-item"]')).toHaveCount(1);
      await expect.poll(async () => Number(await meter.getAttribute('aria-valuenow')), { timeout: 15_000 }).toBeGreaterThan(0);

      // Every part the example shows, including the template form and the search dialog.
      await expect(page.getByRole('region', { name: 'Template' }).getByRole('combobox').first()).toBeVisible();
      expect(await lowContrastTextOn(page)).toEqual([]);
      await page.keyboard.press('Control+k');
      await expect(dialog).toBeVisible();
      await dialog.getByRole('combobox').fill('readme');
      await expect(dialog.getByRole('option').first()).toBeVisible();
      expect(await lowContrastTextOn(page)).toEqual([]);
    });
  });
}
