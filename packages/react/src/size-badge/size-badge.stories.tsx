import { estimateListedTokens } from '@mcp-resource-kit/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SizeBadge } from './size-badge.js';

const meta = {
  title: 'Attaching/SizeBadge',
  component: SizeBadge,
  args: { estimate: estimateListedTokens({ size: 18_432, mimeType: 'text/x-typescript' }) },
} satisfies Meta<typeof SizeBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before reading: both numbers come from the listed `size`, so both carry ≈. */
export const Listed: Story = {
  play: async ({ canvasElement }) => {
    const badge = canvasElement.querySelector('[data-slot="size-badge"]');
    await expect(badge?.getAttribute('data-source')).toBe('listed');
    await expect(badge?.textContent).toContain('≈ 18.4 kB');
  },
};

/** After reading: exact bytes, tokens still estimated by the heuristic. */
export const Measured: Story = {
  args: { estimate: { tokens: 4_821, bytes: 18_432, approximate: true, measured: true, method: 'text' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-source="measured"]')?.textContent).toContain('18.4 kB · ≈ 4,821 tokens');
  },
};

/** Counted by an exact tokenizer. */
export const Exact: Story = {
  args: { estimate: { tokens: 4_790, bytes: 18_432, approximate: false, measured: true, method: 'text' } },
};

/** The server listed no size. */
export const Unknown: Story = {
  args: { estimate: estimateListedTokens({ mimeType: 'text/plain' }) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toContain('size unknown');
  },
};
