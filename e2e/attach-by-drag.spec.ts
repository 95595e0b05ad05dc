import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { expect, test } from './fixtures.ts';

test('drags a resource from the tree onto the context and counts its text exactly with the lazily loaded tokenizer', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('tree')).toBeVisible();
  const tokenizerWorkers = () => page.workers().filter((worker) => /tokenizer/.test(worker.url()));
  expect(tokenizerWorkers(), 'the tokenizer loads only when something is attached').toEqual([]);

  const context = page.getByRole('region', { name: 'Context' });
  await page.getByRole('region', { name: 'Resources' }).getByPlaceholder('Filter…').fill('README');
  const readme = page.getByRole('treeitem', { name: /README/ }).first();
  await expect(readme).toBeVisible();
  await readme.dragTo(context.locator('[data-slot="attach-drop-zone"]'));

  const item = context.locator('[data-slot="attach-tray-item"][data-status="ready"]');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('file:///project/README.md');
  expect(tokenizerWorkers()).toHaveLength(1);

  // The count is exact: the same as the tokenizer gives for the text that will be sent.
  const blocks = JSON.parse((await page.getByTestId('message-output').textContent()) ?? '[]') as Array<{ resource: { text: string } }>;
  expect(blocks).toHaveLength(1);
  const exact = countTokens(blocks[0]!.resource.text, { disallowedSpecial: new Set() });
  const badge = item.locator('[data-slot="size-badge"]');
  await expect(badge).toContainText(`${exact.toLocaleString('en-US')} tokens`);
  await expect(badge).not.toContainText('≈');
  await expect(badge).not.toHaveAttribute('data-approximate');
  await expect(context.getByRole('meter', { name: 'Context budget' })).toHaveAttribute('aria-valuenow', String(exact));
});
