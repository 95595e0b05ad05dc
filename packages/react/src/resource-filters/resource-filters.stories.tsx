import { parseFilters, serializeFilters, type ResourceFilterValue } from '@mcp-resource-kit/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { useResourceCatalog } from '../catalog/use-resource-catalog.js';
import { ResourceFilters } from './index.js';

/* Facet filters over each story's own in-page demo server, with counts from a shared catalog. */

function FiltersStory(props: ResourceFilters.RootProps) {
  const catalog = useResourceCatalog();
  const [value, setValue] = useState<ResourceFilterValue>(props.defaultValue ?? parseFilters(''));
  return (
    <div style={{ maxWidth: '60rem' }}>
      <ResourceFilters.Root
        catalog={catalog}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          props.onValueChange?.(next);
        }}
      />
      <p>
        URL: <code data-testid="url">?{serializeFilters(value).toString()}</code>
      </p>
    </div>
  );
}

const meta = {
  title: 'Components/ResourceFilters',
  component: FiltersStory,
  args: { onValueChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Server, kind, MIME family, audience, minimum priority, modified since and sort order. Each option ' +
          'shows how many entries choosing it would give. The value is plain data kept in the URL with ' +
          '`serializeFilters` / `parseFilters`.',
      },
    },
  },
} satisfies Meta<typeof FiltersStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet; every option is counted. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('checkbox', { name: /^Images \(\d+\)$/ });
    expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeDisabled();
  },
};

/** Choosing facets writes them to the URL. */
export const Choosing: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: /^Code/ }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sort by' }), 'Most recent');
    await waitFor(() => expect(canvas.getByTestId('url')).toHaveTextContent('?mime=code&sort=recent'));
  },
};

/** Opened from a URL: `?mime=image&audience=user&priority=0.25&since=1y`. */
export const FromUrl: Story = {
  args: { defaultValue: parseFilters('mime=image&audience=user&priority=0.25&since=1y') },
  play: async ({ canvas }) => {
    expect(await canvas.findByRole('checkbox', { name: /^Images/ })).toBeChecked();
    expect(canvas.getByRole('combobox', { name: 'Modified' })).toHaveValue('1y');
    expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeEnabled();
  },
};
