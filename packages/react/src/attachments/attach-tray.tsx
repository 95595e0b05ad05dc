'use client';

import { revealHiddenCharacters } from '@mcp-resource-kit/core';
import type { ComponentProps, ReactNode } from 'react';
import { useFormatters } from '../messages/use-formatters.js';
import { useMessages } from '../messages/use-messages.js';
import { SizeBadge } from '../size-badge/size-badge.js';
import { attachTrayMessages } from './attach-tray-messages.js';
import { AttachTrayContext, useAttachTrayContext } from './attach-tray-context.js';
import type { AttachedResource, AttachmentsController } from './use-attachments.js';

export interface AttachTrayRootProps extends ComponentProps<'section'> {
  attachments: AttachmentsController;
}

/**
 * The attached set with sizes, remove actions and "changed since attached" choices. Without
 * children it renders the default layout (header, pending confirmation, list, empty state).
 * Renders a `<section>`.
 */
export function Root({ attachments, children, className, ...props }: AttachTrayRootProps) {
  const messages = useMessages('attachTray', attachTrayMessages);
  return (
    <AttachTrayContext.Provider value={attachments}>
      <section
        data-slot="attach-tray"
        data-empty={attachments.items.length === 0 || undefined}
        aria-label={messages.title}
        // Takes focus when the button that had it goes away (the last remove, "remove all").
        tabIndex={-1}
        className={['mcp-attach-tray', className].filter(Boolean).join(' ')}
        {...props}
      >
        {children ?? (
          <>
            <Header />
            <Pending />
            <List />
            <Empty />
          </>
        )}
      </section>
    </AttachTrayContext.Provider>
  );
}

/** Title, count and "remove all". Renders a `<header>`. */
export function Header({ className, ...props }: ComponentProps<'header'>) {
  const attachments = useAttachTrayContext('Header');
  const messages = useMessages('attachTray', attachTrayMessages);
  const format = useFormatters();
  return (
    <header data-slot="attach-tray-header" className={['mcp-attach-tray-header', className].filter(Boolean).join(' ')} {...props}>
      <h2 className="mcp-attach-tray-title">{messages.title}</h2>
      <span className="mcp-attach-tray-count">{messages.count(format.number(attachments.items.length))}</span>
      {attachments.items.length > 0 ? (
        <button
          type="button"
          className="mcp-button"
          onClick={(event) => {
            keepFocusInTray(event.currentTarget);
            attachments.clear();
          }}
        >
          {messages.clear}
        </button>
      ) : null}
    </header>
  );
}

/** The over-budget confirmation, while an attach waits for it. Renders a `<div role="alert">` or nothing. */
export function Pending({ className, ...props }: ComponentProps<'div'>) {
  const attachments = useAttachTrayContext('Pending');
  const messages = useMessages('attachTray', attachTrayMessages);
  const format = useFormatters();
  const pending = attachments.pending;
  if (!pending) return null;
  return (
    <div role="alert" data-slot="attach-tray-pending" className={['mcp-attach-tray-pending', className].filter(Boolean).join(' ')} {...props}>
      <p>{messages.overBudget(format.number(pending.projectedTokens), format.number(pending.budget))}</p>
      <div className="mcp-attach-tray-actions">
        <button type="button" className="mcp-button" data-variant="primary" onClick={attachments.confirmPending}>
          {messages.attachAnyway}
        </button>
        <button type="button" className="mcp-button" onClick={attachments.cancelPending}>
          {messages.cancel}
        </button>
      </div>
    </div>
  );
}

/** The attachments. Renders a `<ul>` (nothing while empty). */
export function List({ className, children, ...props }: Omit<ComponentProps<'ul'>, 'children'> & { children?: (item: AttachedResource) => ReactNode }) {
  const attachments = useAttachTrayContext('List');
  if (attachments.items.length === 0) return null;
  return (
    <ul data-slot="attach-tray-list" className={['mcp-attach-tray-list', className].filter(Boolean).join(' ')} {...props}>
      {attachments.items.map((item) => (children ? children(item) : <Item key={item.id} item={item} />))}
    </ul>
  );
}

export interface AttachTrayItemState {
  /** @selector [data-status="reading" | "ready" | "error"] */
  status: AttachedResource['status'];
  /** @selector [data-changed] */
  changed: boolean;
  /** @selector [data-role="context" | "ui"] `ui`: an MCP App, sent as a link */
  role: AttachedResource['role'];
}

/** One attachment: name, URI, size, state and actions. Renders an `<li>`. */
export function Item({ item, className, ...props }: ComponentProps<'li'> & { item: AttachedResource }) {
  const attachments = useAttachTrayContext('Item');
  const messages = useMessages('attachTray', attachTrayMessages);
  const name = revealHiddenCharacters(item.resource?.title || item.resource?.name || item.uri);
  return (
    <li
      data-slot="attach-tray-item"
      data-status={item.status}
      data-changed={item.changedAt !== undefined || undefined}
      data-role={item.role}
      className={['mcp-attach-tray-item', className].filter(Boolean).join(' ')}
      {...props}
    >
      <div className="mcp-attach-tray-item-main">
        <span className="mcp-attach-tray-item-name">{name}</span>
        <code className="mcp-attach-tray-item-uri">{revealHiddenCharacters(item.uri)}</code>
      </div>
      <SizeBadge estimate={item.estimate} />
      {item.role === 'ui' ? (
        <span className="mcp-attach-tray-item-status" data-slot="attach-tray-item-ui">
          {messages.uiLink}
        </span>
      ) : null}
      {item.status === 'reading' ? <span className="mcp-attach-tray-item-status">{messages.reading}</span> : null}
      {item.status === 'error' ? (
        <span className="mcp-attach-tray-item-status" data-slot="attach-tray-item-error">
          {messages.failed}: {item.error?.message}{' '}
          <button type="button" className="mcp-button" onClick={() => void attachments.retry(item.id)}>
            {messages.retry}
          </button>
        </span>
      ) : null}
      {item.changedAt !== undefined ? (
        <div className="mcp-attach-tray-changed" data-slot="attach-tray-item-changed">
          <span className="mcp-attach-tray-changed-badge">{messages.changed}</span>
          <button type="button" className="mcp-button" onClick={() => void attachments.useNewVersion(item.id)}>
            {messages.useNewVersion}
          </button>
          <button type="button" className="mcp-button" onClick={() => attachments.keepAttachedVersion(item.id)}>
            {messages.keepAttachedVersion}
          </button>
        </div>
      ) : null}
      <button
        type="button"
        className="mcp-button"
        data-variant="quiet"
        data-slot="attach-tray-item-remove"
        aria-label={messages.remove(name)}
        onClick={(event) => {
          keepFocusInTray(event.currentTarget);
          attachments.remove(item.id);
        }}
      >
        ×
      </button>
    </li>
  );
}

/**
 * Moves focus off a remove button before its item (or every item) goes away, so keyboard users
 * are not dropped at the top of the page: to the next item's remove button, else the previous
 * one's, else the tray itself.
 */
function keepFocusInTray(button: HTMLElement) {
  const item = button.closest('[data-slot="attach-tray-item"]');
  const neighbour = item ? (item.nextElementSibling ?? item.previousElementSibling) : null;
  const target = neighbour?.querySelector<HTMLElement>('[data-slot="attach-tray-item-remove"]') ?? button.closest<HTMLElement>('[data-slot="attach-tray"]');
  target?.focus();
}

/** The empty state. Renders a `<p>` while nothing is attached. */
export function Empty({ className, children, ...props }: ComponentProps<'p'>) {
  const attachments = useAttachTrayContext('Empty');
  const messages = useMessages('attachTray', attachTrayMessages);
  if (attachments.items.length > 0) return null;
  return (
    <p data-slot="attach-tray-empty" className={['mcp-attach-tray-empty', className].filter(Boolean).join(' ')} {...props}>
      {children ?? messages.empty}
    </p>
  );
}
