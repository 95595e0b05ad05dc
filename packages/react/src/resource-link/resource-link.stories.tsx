import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmbeddedResourceCard, ResourceLinkCard } from './resource-link-card.js';

const meta = {
  title: 'Attaching/ResourceLinkCard',
  component: ResourceLinkCard,
  args: {
    link: {
      type: 'resource_link',
      uri: 'file:///project/src/server.ts',
      name: 'server.ts',
      title: 'Server entry point',
      description: 'Starts the HTTP server and wires the routes.',
      mimeType: 'text/x-typescript',
      size: 4200,
    },
    onOpen: fn(),
    onPreview: fn(),
    onAttach: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof ResourceLinkCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Link: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Attach' }));
    await expect(args.onAttach).toHaveBeenCalledWith(expect.objectContaining({ uri: 'file:///project/src/server.ts' }));
  },
};

/** Server text is shown as text: this title is not markup. */
export const HostileTitle: Story = {
  args: { link: { type: 'resource_link', uri: 'hostile://x', name: '<img src=x onerror="alert(1)">' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const Malformed: Story = { args: { link: { type: 'resource_link', uri: 42 } } };

export const EmbeddedText: StoryObj<typeof EmbeddedResourceCard> = {
  render: () => (
    <EmbeddedResourceCard
      block={{ type: 'resource', resource: { uri: 'file:///project/README.md', mimeType: 'text/markdown', text: '# Harbor\n\nA small shipping service.' } }}
      onPreview={fn()}
    />
  ),
};

/** An embedded resource as a tool returns it, annotated for the assistant with a priority. */
export const EmbeddedWithAnnotations: StoryObj<typeof EmbeddedResourceCard> = {
  render: () => (
    <EmbeddedResourceCard
      block={{
        type: 'resource',
        resource: { uri: 'file:///project/Cargo.toml', mimeType: 'text/plain', text: '[package]\nname = "demo"\nversion = "0.1.0"' },
        annotations: { audience: ['assistant'], priority: 0.7 },
      }}
      onOpen={fn()}
      onAttach={fn()}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('For the assistant · Priority 0.7')).toBeVisible();
  },
};

export const EmbeddedBinary: StoryObj<typeof EmbeddedResourceCard> = {
  render: () => (
    <EmbeddedResourceCard block={{ type: 'resource', resource: { uri: 'file:///project/assets/logo.png', mimeType: 'image/png', blob: 'iVBORw0KGgo=' } }} />
  ),
};
