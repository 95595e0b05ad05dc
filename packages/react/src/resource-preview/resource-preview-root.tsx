'use client';

import { chooseRenderer, ResourceError, toResourceError, type InputAnswers, type NeedsInputData, type ReadResult, type Resource } from '@mcp-resource-kit/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { useResource } from '../hooks/use-resource.js';
import { useResourceWatch } from '../hooks/use-resource-watch.js';
import { useServerStatus } from '../hooks/use-server-status.js';
import { renderElement, type PartRenderProps } from '../internal/render-element.js';
import { useControllableState } from '../internal/use-controllable-state.js';
import { useResourceClient } from '../provider/use-resource-kit.js';
import { findListedResource } from '../queries/find-listed-resource.js';
import { prepareHighlighting } from './highlight/highlighter.js';
import { useResourcePreviewMessages } from './messages.js';
import { ResourcePreviewContentList } from './resource-preview-content-list.js';
import { ResourcePreviewContentPanel } from './resource-preview-content-panel.js';
import { ResourcePreviewContext, type ResourcePreviewState, type ResourcePreviewStatus } from './resource-preview-context.js';
import { ResourcePreviewCopyUriButton } from './resource-preview-copy-uri-button.js';
import { ResourcePreviewFreshness } from './resource-preview-freshness.js';
import { ResourcePreviewHeader } from './resource-preview-header.js';
import { ResourcePreviewLastModified } from './resource-preview-last-modified.js';
import { ResourcePreviewLiveIndicator } from './resource-preview-live-indicator.js';
import { ResourcePreviewMimeType } from './resource-preview-mime-type.js';
import { ResourcePreviewRefreshButton } from './resource-preview-refresh-button.js';
import { ResourcePreviewSize } from './resource-preview-size.js';
import { ResourcePreviewTitle } from './resource-preview-title.js';
import { ResourcePreviewUri } from './resource-preview-uri.js';
import type { AppToolCallHandler } from './app/app-host.js';
import { ResourcePreviewInputForm } from './resource-preview-input-form.js';
import { ResourcePreviewEmpty } from './resource-preview-empty.js';
import { ResourcePreviewError } from './resource-preview-error.js';
import { ResourcePreviewLoading } from './resource-preview-loading.js';

type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/** What `ResourcePreview.Root` passes a `render` function besides the props. */
export interface ResourcePreviewRootState {
  status: ResourcePreviewStatus;
  fetching: boolean;
}

interface RootCommonProps extends Omit<ComponentProps<'section'>, 'children' | 'title' | 'content' | 'resource'>, PartRenderProps<'section', ResourcePreviewRootState> {
  /** The resource to show, as requested. Contents may carry other URIs. */
  uri: string;
  /** The resource as listed (title, size, `lastModified`); found in the cached list pages when omitted. */
  resource?: Resource;
  /** The selected content when the read returned several (controlled). */
  contentIndex?: number;
  /** @default 0 */
  defaultContentIndex?: number;
  onContentIndexChange?: (index: number) => void;
  /**
   * Called with the URI a link in rendered Markdown points to when it names a resource (a relative
   * link resolves against the content's URI). Without it, such links stay text.
   */
  onOpenResource?: (uri: string) => void;
  /** Level of the title heading; headings inside rendered Markdown nest below it. @default 2 */
  headingLevel?: HeadingLevel;
  /**
   * Makes the tool calls of an MCP App this preview runs. Without it, apps cannot call tools: each
   * call is refused with an error the app sees.
   */
  onAppToolCall?: AppToolCallHandler;
  /** The parts to show. Without children, the Root shows the full preview (header, states, tabs, content). */
  children?: ReactNode;
}

/** Props of `ResourcePreview.Root`: either a server to read from, or a read result to show as it is. */
export type ResourcePreviewRootProps = RootCommonProps &
  (
    | {
        /** The provider's server to read `uri` from. */
        serverId: string;
        result?: undefined;
        /** Follow change notifications for `uri` ("Updated just now", live refresh). @default true */
        watch?: boolean;
      }
    | {
        serverId?: undefined;
        /** A read result to show without reading (no provider needed). */
        result: ReadResult;
        watch?: undefined;
      }
  );

/**
 * Previews one resource: reads it (or shows a given result), and gives its parts the state. Without
 * children it renders the complete preview. Renders a `<section>`; with `render`, the host's element.
 *
 * @selector [data-slot="resource-preview"]
 * @selector [data-status="pending" | "error" | "needs-input" | "empty" | "success"]
 * @selector [data-fetching] a read is in flight
 */
export function ResourcePreviewRoot(props: ResourcePreviewRootProps) {
  return props.result !== undefined ? <StaticRoot {...props} /> : <ServerRoot {...props} />;
}

type Shared = Pick<ResourcePreviewState, 'status' | 'result' | 'error' | 'isFetching' | 'connecting' | 'receivedAt' | 'input' | 'refresh' | 'lastChangedAt' | 'live' | 'resource'>;

function StaticRoot({ result, serverId: _serverId, watch: _watch, resource, ...rest }: ResourcePreviewRootProps & { result: ReadResult }) {
  const shared: Shared = {
    status: result.contents.length === 0 ? 'empty' : 'success',
    result,
    error: undefined,
    isFetching: false,
    connecting: false,
    receivedAt: undefined,
    input: undefined,
    refresh: undefined,
    lastChangedAt: undefined,
    live: false,
    resource,
  };
  return <RootElement key={rest.uri} {...rest} serverId={undefined} shared={shared} />;
}

/** A round of answers to `input_required`, kept in component state: its result is never put in the cache. */
type InputRoundState =
  | { uri: string; phase: 'submitting'; needs: NeedsInputData }
  | { uri: string; phase: 'answered'; result: ReadResult; receivedAt: number }
  | { uri: string; phase: 'failed'; error: ResourceError };

function needsInputData(error: ResourceError | null | undefined): NeedsInputData | undefined {
  if (error?.kind !== 'needs-input') return undefined;
  const data = error.data as Partial<NeedsInputData> | undefined;
  return data && typeof data.inputRequests === 'object' && data.inputRequests !== null ? (data as NeedsInputData) : undefined;
}

function useListedResource(serverId: string, uri: string, given: Resource | undefined): Resource | undefined {
  const queryClient = useQueryClient();
  return useMemo(() => given ?? findListedResource(queryClient, serverId, uri), [queryClient, serverId, uri, given]);
}

function ServerRoot({ serverId, resource, watch = true, result: _result, ...rest }: ResourcePreviewRootProps & { serverId: string }) {
  const messages = useResourcePreviewMessages();
  const { uri } = rest;
  const query = useResource(serverId, uri);
  const server = useServerStatus(serverId);
  const { lastChangedAt } = useResourceWatch(serverId, watch ? uri : undefined);
  const listed = useListedResource(serverId, uri, resource);
  // A listed source file is about to be shown highlighted: the highlighter gets its grammar ready
  // while the read is on its way, instead of after the text arrives.
  if (query.data === undefined) {
    const expected = chooseRenderer({ mimeType: listed?.mimeType, uri, kind: 'text' });
    if ((expected.renderer === 'code' || expected.renderer === 'json') && expected.language) prepareHighlighting(expected.language);
  }
  const [round, setRound] = useState<InputRoundState | undefined>(undefined);
  const pending = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => pending.current?.abort(), []);
  const current = round?.uri === uri ? round : undefined;
  const readClient = useResourceClient(serverId);

  const refresh = useCallback(() => {
    pending.current?.abort();
    setRound(undefined);
    if (server?.status === 'error') server.retry();
    else void query.refetch();
  }, [query, server]);

  const needsFromRound = current?.phase === 'submitting' ? current.needs : current?.phase === 'failed' ? needsInputData(current.error) : undefined;
  const needs = needsFromRound ?? (current ? undefined : needsInputData(query.error));

  const submit = useCallback(
    (responses: InputAnswers['inputResponses']) => {
      if (!needs || !readClient) return;
      pending.current?.abort();
      const controller = new AbortController();
      pending.current = controller;
      setRound({ uri, phase: 'submitting', needs });
      readClient.readResource(uri, { signal: controller.signal, input: { inputResponses: responses, requestState: needs.requestState } }).then(
        (result) => {
          if (!controller.signal.aborted) setRound({ uri, phase: 'answered', result, receivedAt: Date.now() });
        },
        (cause: unknown) => {
          if (!controller.signal.aborted) setRound({ uri, phase: 'failed', error: toResourceError(cause, { action: `reading ${uri}`, uri }) });
        },
      );
    },
    [needs, readClient, uri],
  );

  let status: ResourcePreviewStatus;
  let result: ReadResult | undefined;
  let error: ResourceError | undefined;
  let receivedAt: number | undefined;
  if (current?.phase === 'answered') {
    result = current.result;
    receivedAt = current.receivedAt;
    status = result.contents.length === 0 ? 'empty' : 'success';
  } else if (needs) {
    status = 'needs-input';
  } else if (current?.phase === 'failed') {
    status = 'error';
    error = current.error;
  } else if (!server) {
    status = 'error';
    error = new ResourceError('disconnected', messages.unknownServer(serverId));
  } else if (server.status === 'error') {
    status = 'error';
    error = server.error ?? new ResourceError('disconnected', messages.disconnected);
  } else if (query.data) {
    result = query.data;
    receivedAt = query.dataUpdatedAt;
    error = query.error ?? undefined;
    status = result.contents.length === 0 ? 'empty' : 'success';
  } else if (query.error) {
    status = 'error';
    error = query.error;
  } else status = 'pending';

  const shared: Shared = {
    status,
    result,
    error,
    isFetching: query.isFetching || current?.phase === 'submitting',
    connecting: server?.status === 'connecting',
    receivedAt,
    input: needs ? { requests: needs.inputRequests as Record<string, unknown>, submitting: current?.phase === 'submitting', submit } : undefined,
    refresh: server?.status === 'ready' || server?.status === 'lost' || server?.status === 'error' ? refresh : undefined,
    lastChangedAt,
    // The feed carries this resource's changes only where the server takes subscriptions.
    live: watch && server?.status === 'ready' && server.watch.state === 'listening' && server.capabilities?.resources?.subscribe === true,
    resource: listed,
  };
  // Keyed by URI: another resource starts on its first content.
  return <RootElement key={uri} {...rest} serverId={serverId} shared={shared} />;
}

function RootElement({
  serverId,
  uri,
  shared,
  contentIndex: contentIndexProp,
  defaultContentIndex = 0,
  onContentIndexChange,
  onOpenResource,
  headingLevel = 2,
  onAppToolCall,
  children,
  render,
  ...rest
}: Omit<RootCommonProps, 'resource'> & { serverId: string | undefined; shared: Shared }) {
  const [chosenIndex, setContentIndex] = useControllableState({
    value: contentIndexProp,
    defaultValue: defaultContentIndex,
    onChange: onContentIndexChange,
    caller: 'ResourcePreview.Root',
  });
  const idBase = useId().replace(/:/g, '');
  const count = shared.result?.contents.length ?? 0;
  const contentIndex = count === 0 ? 0 : Math.min(Math.max(0, Math.floor(chosenIndex)), count - 1);
  const state: ResourcePreviewState = { ...shared, serverId, uri, contentIndex, setContentIndex, openResource: onOpenResource, headingLevel, idBase, onAppToolCall };
  const composed = children === undefined;
  return (
    <ResourcePreviewContext.Provider value={state}>
      {renderElement(
        <section
          aria-labelledby={composed ? `${idBase}-title` : undefined}
          aria-busy={shared.status === 'pending' || shared.isFetching || undefined}
          {...rest}
          data-slot="resource-preview"
          data-status={shared.status}
          data-fetching={shared.isFetching || undefined}
        >
          {composed ? <DefaultComposition /> : children}
        </section>,
        render,
        { status: shared.status, fetching: shared.isFetching },
      )}
    </ResourcePreviewContext.Provider>
  );
}

function DefaultComposition() {
  return (
    <>
      <ResourcePreviewHeader>
        <ResourcePreviewTitle />
        <p data-slot="resource-preview-address">
          <ResourcePreviewUri /> <ResourcePreviewCopyUriButton />
        </p>
        <p data-slot="resource-preview-facts">
          <ResourcePreviewMimeType />
          <ResourcePreviewSize />
          <ResourcePreviewLastModified />
          <ResourcePreviewFreshness />
          <ResourcePreviewLiveIndicator />
          <ResourcePreviewRefreshButton />
        </p>
      </ResourcePreviewHeader>
      <ResourcePreviewLoading />
      <ResourcePreviewError />
      <ResourcePreviewInputForm />
      <ResourcePreviewEmpty />
      <ResourcePreviewContentList />
      <ResourcePreviewContentPanel />
    </>
  );
}
