import { DEMO_URIS } from '@mcp-resource-kit/demo-server';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ResourceSearch } from './index.js';

/* The search palette over each story's own in-page demo server (server id `demo`). */

function InlineSearch(props: ResourceSearch.RootProps) {
  return (
    <div style={{ maxWidth: '42rem' }}>
      <ResourceSearch.Root {...props} />
    </div>
  );
}

const meta = {
  title: 'Components/ResourceSearch',
  component: InlineSearch,
  args: { onOpen: fn(), onAttach: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'A cmdk palette over the resources and templates of every server, ranked by the kit itself ' +
          '(title, name, URI, description) with matched characters marked and results grouped by server. ' +
          'Enter opens, Ctrl/⌘+Enter attaches; `ResourceSearch.Dialog` opens with ⌘K / Ctrl+K.',
      },
    },
  },
} satisfies Meta<typeof InlineSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before typing: how much there is to search. */
export const Prompt: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText(/^Search \d+ resources and templates on 1 servers?$/);
  },
};

/** Ranked results with the matched characters marked; Enter opens, Ctrl+Enter attaches. */
export const Results: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await canvas.findByText(/^Search 3\d resources/);
    await userEvent.type(canvas.getByRole('combobox'), 'arch');
    await waitFor(() => expect(canvas.getAllByRole('option')[0]).toHaveTextContent(/^Architecture/));
    expect(canvas.getAllByRole('option')[0]!.querySelector('mark')).toHaveTextContent('Arch');
    await userEvent.keyboard('{Enter}');
    expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ resource: expect.objectContaining({ uri: DEMO_URIS.architecture }) }));
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    expect(args.onAttach).toHaveBeenCalledTimes(1);
  },
};

/** Nothing matches. */
export const NoResults: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText(/^Search 3\d resources/);
    await userEvent.type(canvas.getByRole('combobox'), 'qqqzzz');
    await canvas.findByText('No resources or templates match.');
  },
};

/** 2,000 generated resources: only the best 50 are shown, and the rest counted. */
export const ManyMatches: Story = {
  parameters: { demoServer: { bulkResources: 2000, pageSize: 2500 } },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText(/^Search 2,0\d\d resources/);
    await userEvent.type(canvas.getByRole('combobox'), 'item');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/^Showing the best 50 of 2,00\d matches/));
  },
};

function DialogSearch(props: ResourceSearch.DialogProps) {
  return (
    <>
      <p>Press ⌘K or Ctrl+K to search.</p>
      <ResourceSearch.Dialog {...props} />
    </>
  );
}

/** The palette in a dialog, opened with Ctrl+K; Escape closes it. */
export const Dialog: Story = {
  render: (args) => <DialogSearch {...args} />,
  play: async ({ canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.keyboard('{Control>}k{/Control}');
    const dialog = await page.findByRole('dialog', { name: 'Search resources' });
    await userEvent.type(within(dialog).getByRole('combobox'), 'schema');
    await waitFor(() => expect(within(dialog).getAllByRole('option')[0]).toHaveTextContent(/^demo-db: public schema/));
  },
};
