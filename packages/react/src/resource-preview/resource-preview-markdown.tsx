'use client';

import { markdownLinkTarget, parseMarkdown, type MarkdownBlock, type MarkdownInline } from '@mcp-resource-kit/core';
import { useMemo, type ComponentProps, type ReactNode } from 'react';
import { useControllableState } from '../internal/use-controllable-state.js';
import { useResourcePreviewMessages, type ResourcePreviewMessages } from './messages.js';
import { ResourcePreviewText } from './resource-preview-text.js';
import { ViewSwitch } from './view-switch.js';

/** How Markdown shows: rendered into elements, or as highlighted source. */
export type MarkdownView = 'rendered' | 'source';

export interface ResourcePreviewMarkdownProps extends Omit<ComponentProps<'div'>, 'children'> {
  text: string;
  /** What the text is, for labels. */
  name?: string;
  /** The shown view (controlled). */
  view?: MarkdownView;
  /** @default 'rendered' */
  defaultView?: MarkdownView;
  onViewChange?: (view: MarkdownView) => void;
  /** Level of the heading above this content; Markdown headings nest below it. @default 2 */
  headingLevel?: number;
  /** Longer texts show only as source. @default 500000 */
  maxRenderedLength?: number;
  /** The URI of this content: relative links resolve against it. */
  baseUri?: string;
  /** Opens the resource a link names (`postgres://…`, or a relative link); without it such links stay text. */
  onOpenResource?: (uri: string) => void;
}

/**
 * Markdown, rendered by the kit itself into React elements (headings, lists, tables, code, emphasis,
 * links) or shown as source. Raw HTML in the Markdown stays literal text; images are not loaded;
 * `http(s):` and `mailto:` links open in a new tab on an explicit click; a link to a resource (a
 * URI with another scheme, or a relative link resolved against `baseUri`) is a button that calls
 * `onOpenResource`. Every other link stays text. Renders a `<div>`.
 *
 * @selector [data-slot="resource-preview-markdown"]
 * @selector [data-view="rendered" | "source"]
 */
export function ResourcePreviewMarkdown({
  text,
  name,
  view: viewProp,
  defaultView = 'rendered',
  onViewChange,
  headingLevel = 2,
  maxRenderedLength = 500_000,
  baseUri,
  onOpenResource,
  className,
  ...rest
}: ResourcePreviewMarkdownProps) {
  const messages = useResourcePreviewMessages();
  const [chosen, setView] = useControllableState({ value: viewProp, defaultValue: defaultView, onChange: onViewChange, caller: 'ResourcePreview.Markdown' });
  const renderable = text.length <= maxRenderedLength;
  const view: MarkdownView = renderable ? chosen : 'source';
  const rendered = useMemo(
    () => (view === 'rendered' ? renderBlocks(parseMarkdown(text), { messages, baseUri, openResource: onOpenResource }, headingLevel) : null),
    [view, text, messages, baseUri, onOpenResource, headingLevel],
  );
  const viewSwitch = renderable ? (
    <ViewSwitch
      label={messages.view}
      value={view}
      options={[
        { value: 'rendered', label: messages.rendered },
        { value: 'source', label: messages.source },
      ]}
      onChange={setView}
    />
  ) : null;

  return (
    <div {...rest} className={className} data-slot="resource-preview-markdown" data-view={view}>
      {view === 'source' ? (
        <ResourcePreviewText
          text={text}
          language="markdown"
          name={name}
          defaultWrap
          toolbarStart={viewSwitch}
          notice={renderable ? null : <p data-slot="resource-preview-notice">{messages.markdownTooLarge}</p>}
        />
      ) : (
        <>
          <div role="group" aria-label={messages.textOptions} data-slot="resource-preview-toolbar">
            {viewSwitch}
          </div>
          <div data-slot="resource-preview-markdown-body">{rendered}</div>
        </>
      )}
    </div>
  );
}

interface Links {
  messages: ResourcePreviewMessages;
  baseUri: string | undefined;
  openResource: ((uri: string) => void) | undefined;
}

interface RenderContext extends Links {
  /** The last heading level rendered; headings never skip a level below it, so the outline stays valid. */
  previousLevel: number;
  baseLevel: number;
}

function renderBlocks(blocks: MarkdownBlock[], links: Links, headingLevel: number): ReactNode {
  const base = Math.min(Math.max(Math.round(headingLevel), 1), 5);
  const context: RenderContext = { ...links, previousLevel: base, baseLevel: base };
  return blocks.map((block, index) => renderBlock(block, index, context));
}

function renderBlock(block: MarkdownBlock, key: number, context: RenderContext): ReactNode {
  switch (block.type) {
    case 'heading': {
      const level = Math.min(6, context.baseLevel + block.level, context.previousLevel + 1);
      context.previousLevel = level;
      const Heading = `h${level}` as 'h3';
      return <Heading key={key}>{renderInlines(block.children, context)}</Heading>;
    }
    case 'paragraph':
      return <p key={key}>{renderInlines(block.children, context)}</p>;
    case 'code':
      return (
        <pre key={key} data-language={block.language}>
          <code>{block.value}</code>
        </pre>
      );
    case 'blockquote':
      return <blockquote key={key}>{block.children.map((child, index) => renderBlock(child, index, context))}</blockquote>;
    case 'list': {
      const items = block.items.map((item, index) => (
        <li key={index}>
          {item.length === 1 && item[0]!.type === 'paragraph'
            ? renderInlines(item[0]!.children, context)
            : item.map((child, childIndex) => renderBlock(child, childIndex, context))}
        </li>
      ));
      return block.ordered ? (
        <ol key={key} start={block.start === 1 ? undefined : block.start}>
          {items}
        </ol>
      ) : (
        <ul key={key}>{items}</ul>
      );
    }
    case 'table':
      return (
        <table key={key}>
          <thead>
            <tr>
              {block.header.map((cell, index) => (
                <th key={index} scope="col" style={block.alignments[index] ? { textAlign: block.alignments[index] } : undefined}>
                  {renderInlines(cell, context)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {block.rows.map((row, rowIndex) => (
              <tr key={rowIndex}>
                {row.map((cell, index) => (
                  <td key={index} style={block.alignments[index] ? { textAlign: block.alignments[index] } : undefined}>
                    {renderInlines(cell, context)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      );
    case 'thematic-break':
      return <hr key={key} />;
  }
}

function renderInlines(nodes: MarkdownInline[], context: RenderContext): ReactNode {
  return nodes.map((node, key) => renderInline(node, key, context));
}

function renderInline(node: MarkdownInline, key: number, context: RenderContext): ReactNode {
  switch (node.type) {
    case 'text':
      return node.value;
    case 'code':
      return <code key={key}>{node.value}</code>;
    case 'emphasis':
      return <em key={key}>{renderInlines(node.children, context)}</em>;
    case 'strong':
      return <strong key={key}>{renderInlines(node.children, context)}</strong>;
    case 'strikethrough':
      return <del key={key}>{renderInlines(node.children, context)}</del>;
    case 'break':
      return <br key={key} />;
    case 'image':
      return (
        <span key={key} data-slot="resource-preview-markdown-image" title={node.source}>
          {context.messages.markdownImage(node.alt)}
        </span>
      );
    case 'link': {
      const target = markdownLinkTarget(node.destination, context.baseUri);
      if (target?.kind === 'external') {
        return (
          <a key={key} href={target.href} target="_blank" rel="noopener noreferrer nofollow" referrerPolicy="no-referrer">
            {renderInlines(node.children, context)}
          </a>
        );
      }
      const open = context.openResource;
      // A button, not a link: an href with the server's scheme could start another application on a modified click.
      if (target?.kind === 'resource' && open) {
        return (
          <button key={key} type="button" title={target.uri} onClick={() => open(target.uri)} data-slot="resource-preview-markdown-resource-link">
            {renderInlines(node.children, context)}
          </button>
        );
      }
      return (
        <span key={key} data-slot="resource-preview-markdown-link" title={node.destination}>
          {renderInlines(node.children, context)}
        </span>
      );
    }
  }
}
