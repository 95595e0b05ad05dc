import { DEFAULT_FILTERS } from '@mcp-resource-kit/core';
import { DEMO_URIS } from '@mcp-resource-kit/demo-server';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ContextBudget } from '../context-budget/context-budget.js';
import { ResourceTree } from '../resource-tree/index.js';
import { AttachDropZone } from './attach-drop-zone.js';
import * as AttachTray from './index.parts.js';
import type { DraggedResource } from './resource-drag-data.js';
import { useAttachments } from './use-attachments.js';

const README: DraggedResource = {
  serverId: 'demo',
  uri: DEMO_URIS.readme,
  resource: { uri: DEMO_URIS.readme, name: 'README.md', title: 'README', mimeType: 'text/markdown', size: 1800 },
};
const SERVER: DraggedResource = {
  serverId: 'demo',
  uri: DEMO_URIS.typescript,
  resource: { uri: DEMO_URIS.typescript, name: 'server.ts', mimeType: 'text/x-typescript', size: 4200 },
};
const CLOCK: DraggedResource = {
  serverId: 'demo',
  uri: DEMO_URIS.live,
  resource: { uri: DEMO_URIS.live, name: 'clock', title: 'Live clock', mimeType: 'text/plain' },
};
const LOGO: DraggedResource = {
  serverId: 'demo',
  uri: DEMO_URIS.png,
  resource: { uri: DEMO_URIS.png, name: 'logo.png', mimeType: 'image/png', size: 2400 },
};

/** A tray wired as a host would: attachments, budget meter, drop zone and a few attach buttons. */
function AttachingDemo({ budget, initial }: { budget: number; initial: DraggedResource[] }) {
  const attachments = useAttachments({ budget });
  useEffect(() => {
    if (initial.length > 0) attachments.attach(initial, { force: true });
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- the initial items are attached once, on mount
  return (
    <div style={{ display: 'grid', gap: 12, maxWidth: 560 }}>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {[README, SERVER, CLOCK, LOGO].map((item) => (
          <button key={item.uri} type="button" className="mcp-button" onClick={() => attachments.attach(item)}>
            Attach {item.resource?.title ?? item.resource?.name}
          </button>
        ))}
      </div>
      <ContextBudget used={attachments.totalTokens} budget={budget} approximate={attachments.approximate} />
      <AttachTray.Root attachments={attachments} />
      <AttachDropZone serverId="demo" onDropResources={(items) => attachments.attach(items)} />
    </div>
  );
}

const meta = {
  title: 'Attaching/AttachTray',
  component: AttachingDemo,
  args: { budget: 20_000, initial: [] },
} satisfies Meta<typeof AttachingDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Nothing attached yet/)).toBeInTheDocument();
  },
};

/** Attach two resources and watch the budget add up. */
export const AddingUp: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Attach README' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Attach server.ts' }));
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-slot="attach-tray-item"][data-status="ready"]')).toHaveLength(2));
    const meter = canvas.getByRole('meter');
    await expect(Number(meter.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
  },
};

/** A small budget: the next attach asks first. */
export const OverBudgetWarning: Story = {
  args: { budget: 300 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Attach server.ts' }));
    await waitFor(() => expect(canvas.getByRole('alert').textContent).toContain('over the budget of 300'));
  },
};

/** The live clock changes every second: the attachment is flagged, its content kept until the user chooses. */
export const ChangedSinceAttached: Story = {
  args: { initial: [CLOCK] },
  parameters: { demoServer: { updateIntervalMs: 1000 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Changed since attached')).toBeInTheDocument(), { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Use new version' }));
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="attach-tray-item"]')?.getAttribute('data-status')).toBe('ready'));
  },
};

/** A resource that cannot be read shows its error with a retry. */
export const ReadFailed: Story = {
  args: { initial: [{ serverId: 'demo', uri: DEMO_URIS.missing }] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="attach-tray-item-error"]')).toBeInTheDocument());
  },
};

/** Tree rows drag onto the drop zone; a selected row brings the whole selection with it. */
export const DragFromTree: Story = {
  render: function DragFromTreeDemo({ budget }) {
    const attachments = useAttachments({ budget });
    return (
      <div style={{ display: 'grid', gap: 12, maxWidth: 560 }}>
        <ResourceTree.Root filters={{ ...DEFAULT_FILTERS, query: 'tsconfig' }}>
          <ResourceTree.List style={{ height: 260 }} />
        </ResourceTree.Root>
        <AttachDropZone serverId="demo" onDropResources={(items) => attachments.attach(items)}>
          <AttachTray.Root attachments={attachments} />
        </AttachDropZone>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await canvas.findByRole('treeitem', { name: /tsconfig/ }, { timeout: 10_000 });
    await expect(row.draggable).toBe(true);
    // One real DataTransfer through native drag events: the row writes the kit's payload into it,
    // the drop zone reads it back.
    const dataTransfer = new DataTransfer();
    const drag = (type: string, target: Element) => target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
    const zone = canvasElement.querySelector<HTMLElement>('[data-slot="attach-drop-zone"]')!;
    drag('dragstart', row);
    await expect(dataTransfer.getData('application/x-mcp-resource')).toContain(DEMO_URIS.tsconfig);
    drag('dragover', zone);
    await waitFor(() => expect(zone.hasAttribute('data-drag-over')).toBe(true));
    drag('drop', zone);
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-slot="attach-tray-item"][data-status="ready"]')).toHaveLength(1));
  },
};
