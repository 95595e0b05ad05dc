'use client';

import { base64ByteLength, estimateListedTokens, estimateTextTokens, revealHiddenCharacters, utf8ByteLength, type Resource } from '@mcp-resource-kit/core';
import type { ComponentProps } from 'react';
import { renderElement, type PartRenderProps } from '../internal/render-element.js';
import { useMessages } from '../messages/use-messages.js';
import { SizeBadge } from '../size-badge/size-badge.js';
import { resourceLinkMessages } from './messages.js';

/** A `resource_link` content block, as it arrives in a tool result or a message. */
export interface ResourceLinkBlock {
  type: 'resource_link';
  uri: string;
  name: string;
  title?: string;
  description?: string;
  mimeType?: string;
  size?: number;
  annotations?: unknown;
}

/** An embedded `resource` content block. */
export interface EmbeddedResourceBlock {
  type: 'resource';
  resource: { uri: string; mimeType?: string; text?: string; blob?: string };
  annotations?: unknown;
}

interface CardActions {
  /** Opens the resource (e.g. in the browser or preview). */
  onOpen?: (uri: string) => void;
  onPreview?: (uri: string) => void;
  /** Attaches the resource (a link is read first; an embedded resource is already content). */
  onAttach?: (resource: Pick<Resource, 'uri' | 'name' | 'title' | 'mimeType' | 'size'>) => void;
}

export interface ResourceLinkCardProps extends Omit<ComponentProps<'article'>, 'children'>, CardActions, PartRenderProps<'article', ResourceLinkBlock> {
  /** The block as received; it is validated, since it comes from a server. */
  link: unknown;
}

/**
 * A `resource_link` block from a tool result or message: name, URI, MIME type, size and actions.
 * Renders an `<article>`; a block that is not a valid `resource_link` renders a `<p>` saying so.
 *
 * @selector [data-slot="resource-link-card"]; inside it `resource-card-header`, `-name`, `-uri`, `-mime`,
 *   `-description`, `-annotations`, `-actions`, `-open`, `-preview`, `-attach`; `resource-card-malformed` in its place
 */
export function ResourceLinkCard({ link, onOpen, onPreview, onAttach, className, render, ...props }: ResourceLinkCardProps) {
  const messages = useMessages('resourceLink', resourceLinkMessages);
  if (!isResourceLink(link)) return <Malformed message={messages.malformed} className={className} />;
  const name = revealHiddenCharacters(link.title || link.name);
  return renderElement(
    <article data-slot="resource-link-card" aria-label={`${messages.linkLabel}: ${name}`} className={className} {...props}>
      <header data-slot="resource-card-header">
        <span data-slot="resource-card-name">{name}</span>
        <SizeBadge estimate={estimateListedTokens(link)} />
      </header>
      <code data-slot="resource-card-uri">{revealHiddenCharacters(link.uri)}</code>
      <span data-slot="resource-card-mime">{link.mimeType ?? messages.noMimeType}</span>
      {link.description ? <p data-slot="resource-card-description">{link.description}</p> : null}
      <Annotations annotations={link.annotations} messages={messages} />
      <Actions uri={link.uri} resource={link} actions={{ onOpen, onPreview, onAttach }} messages={messages} />
    </article>,
    render,
    link,
  );
}

export interface EmbeddedResourceCardProps extends Omit<ComponentProps<'article'>, 'children'>, CardActions, PartRenderProps<'article', EmbeddedResourceBlock> {
  /** The block as received; validated before anything is shown. */
  block: unknown;
  /** How much of an embedded text to show. @default 400 */
  excerptLength?: number;
}

/**
 * An embedded `resource` block: URI, MIME type, size, an excerpt of text (always as text) and
 * actions. Binary content is described, not rendered. Renders an `<article>`.
 *
 * @selector [data-slot="embedded-resource-card"]; inside it the link card's slots and `resource-card-excerpt`
 */
export function EmbeddedResourceCard({ block, excerptLength = 400, onOpen, onPreview, onAttach, className, render, ...props }: EmbeddedResourceCardProps) {
  const messages = useMessages('resourceLink', resourceLinkMessages);
  if (!isEmbeddedResource(block)) return <Malformed message={messages.malformed} className={className} />;
  const { resource } = block;
  const isText = typeof resource.text === 'string';
  const bytes = isText ? utf8ByteLength(resource.text!) : base64ByteLength(resource.blob!);
  const tokens = isText ? estimateTextTokens(resource.text!) : Math.ceil(bytes / 3);
  const name = revealHiddenCharacters(lastSegment(resource.uri));
  return renderElement(
    <article data-slot="embedded-resource-card" aria-label={`${messages.embeddedLabel}: ${name}`} className={className} {...props}>
      <header data-slot="resource-card-header">
        <span data-slot="resource-card-name">{name}</span>
        <SizeBadge estimate={{ tokens, bytes, approximate: true, measured: true, method: isText ? 'text' : 'binary' }} />
      </header>
      <code data-slot="resource-card-uri">{revealHiddenCharacters(resource.uri)}</code>
      <span data-slot="resource-card-mime">{resource.mimeType ?? messages.noMimeType}</span>
      {isText ? (
        <pre data-slot="resource-card-excerpt">
          {resource.text!.slice(0, excerptLength)}
          {resource.text!.length > excerptLength ? '…' : ''}
        </pre>
      ) : (
        <p data-slot="resource-card-description">{messages.binary(resource.mimeType ?? messages.noMimeType)}</p>
      )}
      <Annotations annotations={block.annotations} messages={messages} />
      <Actions
        uri={resource.uri}
        resource={{ uri: resource.uri, name, mimeType: resource.mimeType, size: bytes }}
        actions={{ onOpen, onPreview, onAttach }}
        messages={messages}
      />
    </article>,
    render,
    block,
  );
}

function Actions({
  uri,
  resource,
  actions,
  messages,
}: {
  uri: string;
  resource: Pick<Resource, 'uri' | 'name' | 'title' | 'mimeType' | 'size'>;
  actions: CardActions;
  messages: typeof resourceLinkMessages;
}) {
  if (!actions.onOpen && !actions.onPreview && !actions.onAttach) return null;
  return (
    <div data-slot="resource-card-actions">
      {actions.onOpen ? (
        <button type="button" data-slot="resource-card-open" onClick={() => actions.onOpen?.(uri)}>
          {messages.open}
        </button>
      ) : null}
      {actions.onPreview ? (
        <button type="button" data-slot="resource-card-preview" onClick={() => actions.onPreview?.(uri)}>
          {messages.preview}
        </button>
      ) : null}
      {actions.onAttach ? (
        <button type="button" data-slot="resource-card-attach" data-variant="primary" onClick={() => actions.onAttach?.(resource)}>
          {messages.attach}
        </button>
      ) : null}
    </div>
  );
}

/** Who the block is for and how much it matters, as the server annotated it; whatever is not a known role or a priority in [0, 1] is left out. */
function Annotations({ annotations, messages }: { annotations: unknown; messages: typeof resourceLinkMessages }) {
  if (typeof annotations !== 'object' || annotations === null) return null;
  const { audience, priority } = annotations as { audience?: unknown; priority?: unknown };
  const roles = Array.isArray(audience)
    ? [...new Set(audience.filter((role): role is 'user' | 'assistant' => role === 'user' || role === 'assistant'))].map((role) =>
        role === 'user' ? messages.audienceUser : messages.audienceAssistant,
      )
    : [];
  const parts = [
    roles.length > 0 ? messages.audience(roles.join(messages.and)) : undefined,
    typeof priority === 'number' && priority >= 0 && priority <= 1 ? messages.priority(String(priority)) : undefined,
  ].filter((part) => part !== undefined);
  if (parts.length === 0) return null;
  return (
    <p data-slot="resource-card-annotations">
      {parts.join(' · ')}
    </p>
  );
}

function Malformed({ message, className }: { message: string; className: string | undefined }) {
  return (
    <p data-slot="resource-card-malformed" className={className}>
      {message}
    </p>
  );
}

function lastSegment(uri: string): string {
  const trimmed = uri.replace(/\/+$/, '');
  const segment = trimmed.slice(trimmed.lastIndexOf('/') + 1);
  return segment || uri;
}

const optionalString = (value: unknown) => value === undefined || typeof value === 'string';

function isResourceLink(value: unknown): value is ResourceLinkBlock {
  if (typeof value !== 'object' || value === null) return false;
  const link = value as Record<string, unknown>;
  return (
    link.type === 'resource_link' &&
    typeof link.uri === 'string' &&
    link.uri.length > 0 &&
    typeof link.name === 'string' &&
    optionalString(link.title) &&
    optionalString(link.description) &&
    optionalString(link.mimeType) &&
    (link.size === undefined || (typeof link.size === 'number' && Number.isFinite(link.size) && link.size >= 0))
  );
}

function isEmbeddedResource(value: unknown): value is EmbeddedResourceBlock {
  if (typeof value !== 'object' || value === null) return false;
  const block = value as { type?: unknown; resource?: Record<string, unknown> };
  const resource = block.resource;
  return (
    block.type === 'resource' &&
    typeof resource === 'object' &&
    resource !== null &&
    typeof resource.uri === 'string' &&
    optionalString(resource.mimeType) &&
    (typeof resource.text === 'string') !== (typeof resource.blob === 'string')
  );
}
