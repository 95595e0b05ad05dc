import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** Saves a screenshot of `view` as a test artifact and fails on serious or critical axe violations in it. */
async function checkView(page: Page, testInfo: TestInfo, name: string, view: Locator, selector: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await view.screenshot({ path, animations: 'disabled' });
  await testInfo.attach(name, { path, contentType: 'image/png' });
  const axe = await new AxeBuilder({ page }).include(selector).analyze();
  const serious = axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${name} — ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

for (const theme of ['light', 'dark'] as const) {
  test(`every main view, ${theme}: a screenshot artifact and no serious accessibility violations`, async ({ page }, testInfo) => {
    test.slow();
    await page.addInitScript((value) => localStorage.setItem('mcp-resource-kit-playground-theme', value), theme);
    await page.goto(`/?${new URLSearchParams({ resource: 'file:///project/src/server.ts' })}`);
    await expect(page.locator('html')).toHaveAttribute('data-mcp-theme', theme);
    const servers = page.getByRole('region', { name: 'Servers' });
    await expect(servers.locator('dt:text-is("Live updates") + dd').first()).toHaveText('listening');
    await checkView(page, testInfo, `${theme}-servers`, servers, '.servers-panel');

    // The browser with an active filter and an opened folder.
    const resources = page.getByRole('region', { name: 'Resources' });
    await resources.getByPlaceholder('Filter…').fill('project');
    await page.getByRole('checkbox', { name: /^Code/ }).check();
    await expect(page.getByRole('treeitem', { name: /server\.ts/ }).first()).toBeVisible();
    await checkView(page, testInfo, `${theme}-resources`, resources, '.browser-panel');

    // The search palette with results.
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog');
    await palette.getByRole('combobox').fill('config');
    await expect(palette.getByRole('option').first()).toBeVisible();
    await checkView(page, testInfo, `${theme}-search`, palette, '[role="dialog"]');
    await page.keyboard.press('Escape');

    // The preview of highlighted TypeScript, then of an image.
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview.locator('[data-slot="resource-preview-text"][data-highlighted]')).toBeVisible();
    await checkView(page, testInfo, `${theme}-preview-code`, preview, '.preview-panel');
    await page.keyboard.press('Control+k');
    await palette.getByRole('combobox').fill('logo.png');
    await palette.getByRole('combobox').press('Enter');
    await expect(preview.locator('[data-slot="resource-preview-image"] img')).toBeVisible();
    await checkView(page, testInfo, `${theme}-preview-image`, preview, '.preview-panel');

    // The template form with its suggestions open.
    const templates = page.getByRole('region', { name: 'Templates' });
    await templates.getByRole('button', { name: /Weather forecast/ }).click();
    await templates.getByRole('combobox', { name: /city/i }).fill('Par');
    await expect(templates.getByRole('listbox', { name: /city/i }).getByRole('option').first()).toBeVisible();
    await checkView(page, testInfo, `${theme}-template`, templates, '.template-panel');

    // The context over a small budget, and the message it makes.
    await preview.getByRole('button', { name: 'Attach' }).click();
    const context = page.getByRole('region', { name: 'Context' });
    await expect(context.locator('[data-slot="attach-tray-item"][data-status="ready"]')).toHaveCount(1);
    await context.getByRole('spinbutton', { name: /Budget/ }).fill('1');
    await expect(context.getByRole('status').filter({ hasText: 'Over the context budget' })).toBeVisible();
    await checkView(page, testInfo, `${theme}-context`, context, '.attach-panel');
    const message = page.getByRole('region', { name: 'Message' });
    await checkView(page, testInfo, `${theme}-message`, message, '.message-panel');

    const path = testInfo.outputPath(`${theme}-page.png`);
    await page.screenshot({ path, fullPage: true });
    await testInfo.attach(`${theme}-page`, { path, contentType: 'image/png' });
  });
}
