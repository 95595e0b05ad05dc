'use client';

import type { InputAnswers, ReadResult, Resource, ResourceError } from '@mcp-resource-kit/core';
import { createContext, useContext } from 'react';
import type { AppToolCallHandler } from './app/app-host.js';

/**
 * Where a preview is:
 * - `pending`: connecting or reading;
 * - `error`: the read failed (see `error.kind`);
 * - `needs-input`: the server asked the user something first (`input_required`);
 * - `empty`: the resource exists but has no content;
 * - `success`: there is at least one content to show.
 */
export type ResourcePreviewStatus = 'pending' | 'error' | 'needs-input' | 'empty' | 'success';

/** An open `input_required` round: what the server asked, and how to answer it. */
export interface ResourcePreviewInputRound {
  /** The server's requests, keyed as the server keyed them. Untrusted: parse before use. */
  requests: Record<string, unknown>;
  /** True while the answers are on their way. */
  submitting: boolean;
  /** Sends the answers (one per request key) and shows the result, which is never cached. */
  submit: (responses: InputAnswers['inputResponses']) => void;
}

/** Everything the parts of one `ResourcePreview.Root` share. Read it with `useResourcePreview()`. */
export interface ResourcePreviewState {
  serverId: string | undefined;
  uri: string;
  /** The resource as listed (title, size, lastModified…), when known. */
  resource: Resource | undefined;
  status: ResourcePreviewStatus;
  result: ReadResult | undefined;
  error: ResourceError | undefined;
  /** True while the server's connection is still being opened. */
  connecting: boolean;
  /** True while a read (or refresh) is in flight. */
  isFetching: boolean;
  /** When the shown result arrived, in ms since the epoch. */
  receivedAt: number | undefined;
  /** Set while the server waits for answers. */
  input: ResourcePreviewInputRound | undefined;
  /** Reads again (dropping the answer of an input round); absent when the preview shows a given result. */
  refresh: (() => void) | undefined;
  /** When a change notification last named this resource. */
  lastChangedAt: number | undefined;
  /** True while the server's change feed is open and reports changes of this resource (a change re-reads it). */
  live: boolean;
  /** Opens another resource (a link in rendered Markdown); absent when the host gave no `onOpenResource`. */
  openResource: ((uri: string) => void) | undefined;
  /** The selected content, when there are several. */
  contentIndex: number;
  setContentIndex: (index: number) => void;
  /** Heading level of the title; content headings nest below it. */
  headingLevel: 1 | 2 | 3 | 4 | 5 | 6;
  /** Prefix for element ids inside this preview. */
  idBase: string;
  /** Makes the tool calls of an MCP App shown in this preview; without it they are refused. */
  onAppToolCall: AppToolCallHandler | undefined;
}

export const ResourcePreviewContext = createContext<ResourcePreviewState | undefined>(undefined);

/** The state of the enclosing `ResourcePreview.Root`. Throws outside one. */
export function useResourcePreview(): ResourcePreviewState {
  const state = useContext(ResourcePreviewContext);
  if (!state) {
    throw new Error(
      '[@mcp-resource-kit/react] A ResourcePreview part was used outside <ResourcePreview.Root>. ' +
        'The parts read the resource and its state from the Root, so they have nothing to show. ' +
        'Wrap them in <ResourcePreview.Root serverId={…} uri={…}>, or pass `result` to the Root to show a read result without a server.',
    );
  }
  return state;
}

/** The state of the enclosing Root, or `undefined` for viewer parts used on their own. */
export function useOptionalResourcePreview(): ResourcePreviewState | undefined {
  return useContext(ResourcePreviewContext);
}
