import { ResourceError } from '@mcp-resource-kit/core';
import { expect } from 'vitest';

/** The ResourceError a call fails with; fails the test when it succeeds or throws something else. */
export async function rejection(promise: Promise<unknown>): Promise<ResourceError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(ResourceError.isInstance(error), `expected a ResourceError, got ${String(error)}`).toBe(true);
  return error as ResourceError;
}
