import { DEFAULT_FILTERS, type ResourceFilterValue } from '@mcp-resource-kit/core';
import { createDemoServer } from '@mcp-resource-kit/demo-server';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { connectInEra } from '../../../../test-support/connect-in-era.js';
import { renderWithKit } from '../../test/render-with-kit.js';
import '../styles.css';
import { ResourceFilters } from './index.js';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

it("clears the query with the field's own clear button, which the theme draws without an image", async () => {
  const server = createDemoServer();
  const client = await connectInEra(server, 'modern');
  cleanups.push(async () => {
    await client.close().catch(() => undefined);
    await server.close();
  });
  const onValueChange = vi.fn<(value: ResourceFilterValue) => void>();
  renderWithKit(<ResourceFilters.Root onValueChange={onValueChange} />, [{ id: 'demo', label: 'Demo', client }]);
  const field = await screen.findByRole<HTMLInputElement>('searchbox', { name: 'Filter by name, URI or description' });
  await userEvent.type(field, 'log');
  expect(onValueChange).toHaveBeenLastCalledWith({ ...DEFAULT_FILTERS, query: 'log' });

  // Computed styles are not given for this pseudo-element: the theme's rule for it is read instead.
  const rule = [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules])
    .find((candidate): candidate is CSSStyleRule => candidate instanceof CSSStyleRule && candidate.selectorText.includes('resource-filters-search') && candidate.selectorText.includes('::-webkit-search-cancel-button'));
  expect(rule?.style.appearance).toBe('none');
  expect(rule?.style.backgroundImage).toContain('linear-gradient');
  expect(rule?.style.backgroundImage).not.toContain('url(');

  // The button sits at the end of the field's content box, inside its padding; the field's font size sets its width.
  const { width, height } = field.getBoundingClientRect();
  const style = getComputedStyle(field);
  const end = Number.parseFloat(style.paddingRight) + Number.parseFloat(style.borderRightWidth);
  const buttonWidth = 0.7 * Number.parseFloat(style.fontSize);
  await userEvent.click(field, { position: { x: width - end - buttonWidth / 2, y: height / 2 } });
  await waitFor(() => expect(field.value).toBe(''));
  expect(onValueChange).toHaveBeenLastCalledWith(DEFAULT_FILTERS);
});
