import type { CompletionResult, ListPage, ReadResult, Resource, ResourceError, ResourceTemplate } from '@mcp-resource-kit/core';
import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { expectTypeOf, test } from 'vitest';
import {
  completionOptions,
  resourceKeys,
  resourceListOptions,
  resourceReadOptions,
  resourceTemplateListOptions,
  type ServerHandle,
} from '../src/index.js';

const server: ServerHandle = { id: 'demo', client: undefined };
const queryClient = new QueryClient();

test('resourceReadOptions types its key with the read result and ResourceError', () => {
  const options = resourceReadOptions(server, 'file:///a.txt');
  expectTypeOf(queryClient.getQueryData(options.queryKey)).toEqualTypeOf<ReadResult | undefined>();
  expectTypeOf(options.queryKey).toExtend<readonly unknown[]>();
  expectTypeOf<Parameters<NonNullable<typeof options.retry & ((count: number, error: ResourceError) => boolean)>>[1]>().toEqualTypeOf<ResourceError>();
});

test('list options are infinite queries of pages', () => {
  expectTypeOf(queryClient.getQueryData(resourceListOptions(server).queryKey)).toEqualTypeOf<
    InfiniteData<ListPage<Resource>, unknown> | undefined
  >();
  expectTypeOf(queryClient.getQueryData(resourceTemplateListOptions(server).queryKey)).toEqualTypeOf<
    InfiniteData<ListPage<ResourceTemplate>, unknown> | undefined
  >();
});

test('completionOptions types suggestions', () => {
  const options = completionOptions(server, { template: 'weather://{city}', argument: 'city', value: 'Pa' });
  expectTypeOf(queryClient.getQueryData(options.queryKey)).toEqualTypeOf<CompletionResult | undefined>();
});

test('keys take stable ids, not clients', () => {
  expectTypeOf(resourceKeys.read).parameters.toEqualTypeOf<[serverId: string, uri: string, principal?: string]>();
  // @ts-expect-error a client object is not a key part
  resourceKeys.reads({ id: 'demo' });
});
