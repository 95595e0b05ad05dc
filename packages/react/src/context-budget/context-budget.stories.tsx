import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ContextBudget } from './context-budget.js';

const meta = {
  title: 'Attaching/ContextBudget',
  component: ContextBudget,
  args: { used: 3_200, budget: 8_000, approximate: true },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof ContextBudget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithinBudget: Story = {
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter', { name: 'Context budget' });
    await expect(meter.getAttribute('aria-valuenow')).toBe('3200');
    await expect(canvasElement.querySelector('[data-state="ok"]')).toBeInTheDocument();
  },
};

export const Warning: Story = {
  args: { used: 7_100 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status').textContent).toBe('Attachments use 89% of the context budget.');
  },
};

export const OverBudget: Story = {
  args: { used: 9_650 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status').textContent).toContain('Over the context budget by 1,650 tokens');
  },
};

export const Empty: Story = { args: { used: 0, approximate: false } };
