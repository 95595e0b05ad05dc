import { cpus, release, totalmem, type } from 'node:os';
import type { Machine } from './types.ts';

export function describeMachine(chromium: string): Machine {
  const processors = cpus();
  return {
    cpu: processors[0]?.model.trim() ?? 'unknown',
    cores: processors.length,
    memoryGiB: Math.round((totalmem() / 2 ** 30) * 10) / 10,
    os: `${type()} ${release()}`,
    node: process.version,
    chromium,
  };
}
