'use client';

import { useEffect, useRef } from 'react';

/** A request started for one identity. */
interface Started<T> {
  identity: readonly unknown[];
  controller: AbortController;
  answer: Promise<T>;
}

/**
 * Starts a request to the catalog engine from the render that needs it, not from its effect: the
 * worker starts on it while React still renders and commits the keystroke (10 ms and more at 100k
 * resources). A later render with the same `identity` (compared item by item, `Object.is`) keeps
 * the request; the effect hands its answer to `take` (the committed render's) and aborts it once the
 * identity changes or the component unmounts. A render that is never committed leaves a request
 * that the next one with the same engine key supersedes.
 *
 * `identity` must have the same length at every render: it is the effect's dependency list. Without
 * `enabled`, nothing is started.
 */
export function useEngineRequest<T>(
  enabled: boolean,
  identity: readonly unknown[],
  start: (signal: AbortSignal) => Promise<T>,
  take: (answer: Promise<T>, signal: AbortSignal) => void,
): void {
  const started = useRef<Started<T> | undefined>(undefined);
  const ensure = (): Started<T> | undefined => {
    if (!enabled) return undefined;
    const known = started.current;
    if (known && !known.controller.signal.aborted && sameItems(known.identity, identity)) return known;
    const controller = new AbortController();
    const answer = start(controller.signal);
    // `take` handles the outcome; a request superseded before its render was committed is no one's to report.
    answer.catch(() => undefined);
    return (started.current = { identity, controller, answer });
  };
  ensure();

  useEffect(() => {
    const request = ensure();
    if (!request) return;
    take(request.answer, request.controller.signal);
    return () => request.controller.abort();
  }, [enabled, ...identity]); // eslint-disable-line react-hooks/exhaustive-deps -- the identity stands for what start and take read
}

function sameItems(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((item, position) => Object.is(item, b[position]));
}
