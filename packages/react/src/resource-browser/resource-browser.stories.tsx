import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ResourceBrowser } from './index.js';

/* The assembled browser over each story's own in-page demo server (server id `demo`). */

function BrowserStory(props: ResourceBrowser.RootProps) {
  return (
    <div style={{ maxWidth: '64rem', ['--resource-tree-height' as string]: '24rem' }}>
      <ResourceBrowser.Root {...props} />
    </div>
  );
}

const meta = {
  title: 'Components/ResourceBrowser',
  component: BrowserStory,
  args: { onOpen: fn(), onAttach: fn(), onFiltersChange: fn() },
  parameters: {
    docs: {
      description: {
        component: 'Search palette (⌘K), facet filters, the tree, load all, counts and a selection bar: the kit in one component.',
      },
    },
  },
} satisfies Meta<typeof BrowserStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('treeitem', { name: 'file:///project' });
    expect(canvas.getByRole('group', { name: 'Selection' })).toHaveTextContent(/^Nothing selected/);
  },
};

/**
 * The flow of the playground's end-to-end test: find a resource with ⌘K, filter by MIME family,
 * select three with the keyboard and attach them.
 */
export const FindFilterSelectAttach: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await canvas.findByRole('treeitem', { name: 'file:///project' });
    await userEvent.keyboard('{Control>}k{/Control}');
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('combobox'), 'server.ts');
    await waitFor(() => expect(within(dialog).getAllByRole('option')[0]).toHaveTextContent(/^src\/server\.ts/));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('treeitem', { name: 'src/server.ts' })).toHaveFocus());
    await userEvent.click(canvas.getByRole('checkbox', { name: /^Code/ }));
    await waitFor(() => expect(canvas.queryByRole('treeitem', { name: 'README' })).toBeNull());
    canvas.getByRole('treeitem', { name: 'src/config.ts' }).focus();
    await userEvent.keyboard(' {Shift>}{ArrowDown}{ArrowDown}{/Shift}');
    expect(canvas.getByRole('group', { name: 'Selection' })).toHaveTextContent(/^3 selected/);
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    expect(args.onAttach).toHaveBeenCalledWith([
      expect.objectContaining({ resource: expect.objectContaining({ uri: 'file:///project/src/config.ts' }) }),
      expect.objectContaining({ resource: expect.objectContaining({ uri: 'file:///project/src/database.ts' }) }),
      expect.objectContaining({ resource: expect.objectContaining({ uri: 'file:///project/src/index.ts' }) }),
    ]);
  },
};
