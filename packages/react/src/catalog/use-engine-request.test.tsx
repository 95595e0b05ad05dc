import { renderHook, waitFor } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { expect, it } from 'vitest';
import { useEngineRequest } from './use-engine-request.js';

/** Requests as started: their identity, their signal, and how to answer them. */
function requests() {
  const started: Array<{ query: string; signal: AbortSignal; answer: (value: string) => void }> = [];
  const taken: string[] = [];
  const start = (query: string) => (signal: AbortSignal) =>
    new Promise<string>((resolve) => {
      started.push({ query, signal, answer: resolve });
    });
  const take = (answer: Promise<string>, signal: AbortSignal) => void answer.then((value) => !signal.aborted && taken.push(value));
  return { started, taken, start, take };
}

it('starts the request in the render, keeps it while the identity stays, and hands the committed one its answer', async () => {
  const { started, taken, start, take } = requests();
  const seenByRender: number[] = [];
  const { rerender } = renderHook(
    ({ query }: { query: string }) => {
      useEngineRequest(query !== '', [query], start(query), take);
      seenByRender.push(started.length);
    },
    { initialProps: { query: 'a' } },
  );
  // Started by the end of the first render, before its effect ran.
  expect(seenByRender[0]).toBe(1);
  rerender({ query: 'a' });
  expect(started.map(({ query }) => query)).toEqual(['a']);
  rerender({ query: 'ab' });
  expect(started.map(({ query }) => query)).toEqual(['a', 'ab']);
  // The request of the identity left behind is aborted; its late answer is not taken.
  expect(started[0]!.signal.aborted).toBe(true);
  started[0]!.answer('a');
  started[1]!.answer('ab');
  await waitFor(() => expect(taken).toEqual(['ab']));
  rerender({ query: '' });
  expect(started[1]!.signal.aborted).toBe(true);
  expect(started).toHaveLength(2);
});

it('starts one request for the two renders of StrictMode, and aborts it on unmount', async () => {
  const { started, taken, start, take } = requests();
  const { unmount } = renderHook(() => useEngineRequest(true, ['q'], start('q'), take), { wrapper: ({ children }: { children: ReactNode }) => <StrictMode>{children}</StrictMode> });
  const live = started.filter(({ signal }) => !signal.aborted);
  expect(live).toHaveLength(1);
  live[0]!.answer('q');
  await waitFor(() => expect(taken).toEqual(['q']));
  unmount();
  expect(live[0]!.signal.aborted).toBe(true);
});
