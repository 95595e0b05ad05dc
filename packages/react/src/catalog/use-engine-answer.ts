'use client';

import { useId, useRef, useState } from 'react';

/** What a component keeps of the catalog engine's answers to its requests. */
export interface EngineAnswer<T extends { run: number }> {
  /** Requests with the same key supersede each other in the engine: one key per component. */
  key: string;
  /** The last answer kept; check its `run` against `currentRun` before showing it. */
  result: T | undefined;
  setResult: (update: T | ((previous: T | undefined) => T | undefined)) => void;
  /** The run of typing going on: it ends when the query is emptied, and an answer from an earlier run is not shown. */
  currentRun: number;
}

/** The last answer of a component's engine requests, with the run of typing it belongs to (`active`: a query is typed). */
export function useEngineAnswer<T extends { run: number }>(active: boolean): EngineAnswer<T> {
  const key = useId();
  const [result, setResult] = useState<T | undefined>(undefined);
  const run = useRef(0);
  if (!active && result?.run === run.current) run.current += 1;
  return { key, result, setResult, currentRun: run.current };
}
