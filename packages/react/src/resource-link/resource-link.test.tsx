import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../test-support/axe.js';
import { EmbeddedResourceCard, ResourceLinkCard } from './resource-link-card.js';

describe('ResourceLinkCard', () => {
  const link = {
    type: 'resource_link',
    uri: 'file:///project/README.md',
    name: 'README.md',
    title: 'README',
    mimeType: 'text/markdown',
    size: 2048,
    description: 'The project readme',
  };

  it('shows the link and offers open, preview and attach', async () => {
    const onOpen = vi.fn();
    const onAttach = vi.fn();
    const user = userEvent.setup();
    const { container } = render(<ResourceLinkCard link={link} onOpen={onOpen} onPreview={vi.fn()} onAttach={onAttach} />);
    expect(screen.getByRole('article', { name: 'Resource link: README' })).toBeInTheDocument();
    expect(screen.getByText('file:///project/README.md')).toBeInTheDocument();
    expect(container.querySelector('[data-slot="size-badge"]')?.textContent).toContain('≈ 2 kB');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Attach' }));
    expect(onOpen).toHaveBeenCalledWith(link.uri);
    expect(onAttach).toHaveBeenCalledWith(expect.objectContaining({ uri: link.uri, size: 2048 }));
    await expectNoAxeViolations(container);
  });

  it('shows server text as text, never as markup', () => {
    const { container } = render(<ResourceLinkCard link={{ ...link, title: '<img src=x onerror="window.__pwned=1">' }} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('<img src=x onerror="window.__pwned=1">')).toBeInTheDocument();
  });

  it.each([null, 'text', { type: 'resource_link', uri: '', name: 'x' }, { type: 'resource_link', uri: 'a', name: 'x', size: -1 }])(
    'says a malformed block %j is not shown',
    (block) => {
      render(<ResourceLinkCard link={block} />);
      expect(screen.getByText(/not a valid resource/)).toBeInTheDocument();
    },
  );
});

describe('EmbeddedResourceCard', () => {
  it('shows an excerpt of embedded text with its size', () => {
    const text = 'x'.repeat(1000);
    const { container } = render(<EmbeddedResourceCard block={{ type: 'resource', resource: { uri: 'file:///a/notes.txt', mimeType: 'text/plain', text } }} />);
    expect(screen.getByRole('article', { name: 'Embedded resource: notes.txt' })).toBeInTheDocument();
    expect(container.querySelector('pre')?.textContent).toBe(`${'x'.repeat(400)}…`);
    expect(container.querySelector('[data-slot="size-badge"]')?.textContent).toContain('1 kB');
  });

  it('says who an embedded resource is for and its priority, as annotated', () => {
    render(
      <EmbeddedResourceCard
        block={{ type: 'resource', resource: { uri: 'file:///project/Cargo.toml', mimeType: 'text/plain', text: '[package]' }, annotations: { audience: ['assistant'], priority: 0.7 } }}
      />,
    );
    expect(screen.getByText('For the assistant · Priority 0.7')).toBeInTheDocument();
  });

  it('leaves out annotations that are not a known role or a priority in [0, 1]', () => {
    const { container } = render(
      <EmbeddedResourceCard block={{ type: 'resource', resource: { uri: 'file:///a.txt', text: 'a' }, annotations: { audience: ['<b>root</b>', 'user'], priority: 42 } }} />,
    );
    expect(container.querySelector('[data-slot="resource-card-annotations"]')?.textContent).toBe('For the user');
  });

  it('describes binary content instead of rendering it', () => {
    const { container } = render(<EmbeddedResourceCard block={{ type: 'resource', resource: { uri: 'file:///logo.svg', mimeType: 'image/svg+xml', blob: 'PHN2Zz48c2NyaXB0Pjwvc2NyaXB0Pjwvc3ZnPg==' } }} />);
    expect(screen.getByText('Binary content (image/svg+xml)')).toBeInTheDocument();
    expect(container.querySelector('svg, img, script, iframe')).toBeNull();
  });

  it('refuses a block with both text and blob', () => {
    render(<EmbeddedResourceCard block={{ type: 'resource', resource: { uri: 'file:///a', text: 'a', blob: 'YQ==' } }} />);
    expect(screen.getByText(/not a valid resource/)).toBeInTheDocument();
  });
});
