'use client';

import type { ResourceError, ResourceErrorKind } from '@mcp-resource-kit/core';
import type { ComponentProps } from 'react';
import { useFormatters } from '../messages/use-formatters.js';
import { useResourcePreviewMessages, type ResourcePreviewMessages } from './messages.js';
import { useResourcePreview } from './resource-preview-context.js';

/**
 * What went wrong: "Not found" with the URI (JSON-RPC -32602, or legacy -32002), server errors,
 * timeouts, lost connections, with "Try again". When a refresh failed while content is shown, a
 * warning above that content says it is the last content read, and when, with the error.
 * Renders a `<div role="alert">`, only when there is an error.
 * @selector [data-slot="resource-preview-error"]
 * @selector [data-kind="not-found" | "server" | "timeout" | …] the `ResourceError` kind
 * @selector [data-stale] the content shown is older than the failed read
 */
export function ResourcePreviewError({ children, ...rest }: ComponentProps<'div'>) {
  const { error, status, refresh, uri, result, receivedAt } = useResourcePreview();
  const messages = useResourcePreviewMessages();
  const formatters = useFormatters();
  if (!error || status === 'needs-input') return null;
  const stale = result !== undefined;
  return (
    <div role="alert" {...rest} data-slot="resource-preview-error" data-kind={error.kind} data-stale={stale || undefined}>
      {children ?? (
        <>
          {stale ? (
            <p data-slot="resource-preview-stale">{receivedAt === undefined ? messages.staleContent : messages.staleContentFrom(formatters.dateTime(receivedAt))}</p>
          ) : null}
          <ErrorDetails error={error} uri={uri} messages={messages} onRetry={refresh} />
        </>
      )}
    </div>
  );
}

function titleFor(kind: ResourceErrorKind, messages: ResourcePreviewMessages): string {
  switch (kind) {
    case 'not-found':
      return messages.notFound;
    case 'timeout':
      return messages.timeout;
    case 'disconnected':
      return messages.disconnected;
    case 'unauthorized':
      return messages.unauthorized;
    case 'unsupported':
      return messages.unsupported;
    case 'invalid-response':
      return messages.invalidResponse;
    case 'aborted':
      return messages.aborted;
    case 'needs-input':
    case 'server':
      return messages.serverError;
  }
}

function ErrorDetails({ error, uri, messages, onRetry }: { error: ResourceError; uri: string; messages: ResourcePreviewMessages; onRetry: (() => void) | undefined }) {
  return (
    <>
      <p data-slot="resource-preview-state-title">{titleFor(error.kind, messages)}</p>
      <p data-slot="resource-preview-error-detail">{error.kind === 'not-found' ? messages.notFoundDetail(error.uri ?? uri) : error.message}</p>
      {onRetry ? (
        <button type="button" onClick={onRetry} data-slot="resource-preview-retry">
          {messages.retry}
        </button>
      ) : null}
    </>
  );
}
