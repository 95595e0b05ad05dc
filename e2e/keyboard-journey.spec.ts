import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** Presses Tab (or Shift+Tab) until `target` has focus; fails if it takes more than `limit` presses. */
async function tabTo(page: Page, target: Locator, { backwards = false, limit = 60 } = {}) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) {
      expect(await target.evaluate((element) => element.matches(':focus-visible')), 'keyboard focus is visible').toBe(true);
      return;
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${target} was not reached within ${limit} Tab presses`);
}

test('the whole app with the keyboard only: search, tree selection, template, preview, attach, budget, remove, message, theme', async ({ page }) => {
  test.slow();
  await page.goto('/');
  await expect(page.getByRole('tree')).toBeVisible();
  const preview = page.getByRole('region', { name: 'Preview' });
  const context = page.getByRole('region', { name: 'Context' });
  const tray = context.locator('[data-slot="attach-tray-item"]');

  // Search from anywhere with Ctrl+K; Enter opens the result and moves focus to its row in the tree.
  await page.keyboard.press('Control+k');
  await page.keyboard.type('server.ts');
  await expect(page.getByRole('dialog').getByRole('option').first()).toContainText('server.ts');
  await page.keyboard.press('Enter');
  const serverRow = page.getByRole('treeitem', { name: /server\.ts/ }).first();
  await expect(serverRow).toBeFocused();
  await expect(preview.getByText('file:///project/src/server.ts').first()).toBeVisible();

  // Select two rows with Space and Shift+Arrow, attach them with Ctrl+Enter.
  await page.keyboard.press('Space');
  await page.keyboard.press('Shift+ArrowUp');
  await expect(page.getByText('2 selected').first()).toBeVisible();
  await page.keyboard.press('Control+Enter');
  await expect(tray).toHaveCount(2);

  // On to the templates: choose the forecast, fill both variables from their suggestions, open it.
  const templates = page.getByRole('region', { name: 'Templates' });
  const forecast = templates.getByRole('button', { name: /Weather forecast/ });
  await tabTo(page, forecast);
  await page.keyboard.press('Enter');
  const city = templates.getByRole('combobox', { name: /city/i });
  await tabTo(page, city);
  await page.keyboard.type('Par');
  const cities = templates.getByRole('listbox', { name: /city/i });
  await expect(cities.getByRole('option', { name: 'Paris', exact: true })).toBeVisible();
  const names = await cities.getByRole('option').allTextContents();
  for (let index = 0; index <= names.indexOf('Paris'); index += 1) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(city).toHaveValue('Paris');
  await page.keyboard.press('Tab');
  const date = templates.getByRole('combobox', { name: /date/i });
  await expect(date).toBeFocused();
  // The dates come from completion/complete: wait for them before choosing one with the keyboard.
  await page.keyboard.press('ArrowDown');
  await expect(templates.getByRole('listbox', { name: /date/i }).getByRole('option')).toHaveCount(7);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(date).not.toHaveValue('');
  await page.keyboard.press('Enter');
  await expect(preview).toContainText('Paris');

  // Attach the forecast from the preview.
  await tabTo(page, preview.getByRole('button', { name: 'Attach' }));
  await page.keyboard.press('Enter');
  await expect(tray).toHaveCount(3);
  await expect(context.locator('[data-slot="attach-tray-item"][data-status="ready"]')).toHaveCount(3);

  // A small budget: the meter says it is exceeded.
  await tabTo(page, context.getByRole('spinbutton', { name: /Budget/ }));
  await page.keyboard.press('Control+a');
  await page.keyboard.type('50');
  await expect(context.getByRole('status').filter({ hasText: 'Over the context budget' })).toBeVisible();

  // Remove one attachment; focus stays in the tray.
  const removeButtons = context.locator('[data-slot="attach-tray-item-remove"]');
  await tabTo(page, removeButtons.first());
  await page.keyboard.press('Enter');
  await expect(tray).toHaveCount(2);
  await expect(removeButtons.first()).toBeFocused();

  // The message as plain text.
  const message = page.getByRole('region', { name: 'Message' });
  await tabTo(page, message.getByRole('button', { name: 'Plain text' }));
  await page.keyboard.press('Enter');
  await expect(message.getByRole('button', { name: 'Plain text' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('message-output')).not.toContainText('"type": "resource"');

  // Back up to the theme switch and pick dark.
  const theme = page.getByRole('combobox', { name: 'Theme' });
  await tabTo(page, theme, { backwards: true, limit: 200 });
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('html')).toHaveAttribute('data-mcp-theme', 'dark');
});
