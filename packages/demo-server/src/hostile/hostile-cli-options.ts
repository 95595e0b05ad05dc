import type { HostileOptions, ListenStreamFault } from './hostile-options.js';

/** `parseArgs` declarations of the hostile flags; any `--hostile-*` flag implies `--hostile`. */
export const HOSTILE_CLI_OPTIONS = {
  hostile: { type: 'boolean' },
  'hostile-slow-ms': { type: 'string' },
  'hostile-cursor': { type: 'string' },
  'hostile-listen': { type: 'string' },
  'hostile-flood': { type: 'string' },
} as const;

/** The hostile flags' lines of the CLI usage text. */
export const HOSTILE_CLI_USAGE = `  --hostile             serve the hostile catalog too (script payloads, bad icons, a 20 MiB text, …)
  --hostile-slow-ms <n> how long the hostile slow read and slow completion take (default 10000)
  --hostile-cursor <endless|repeat>
                        resources/list never ends, or page 2 repeats page 1's cursor
  --hostile-listen <never-acknowledge|drop:<ms>>
                        listen streams never acknowledge, or break <ms> after they open
  --hostile-flood <n>   send n resources/updated per second, half of them for unknown URIs
`;

/** The hostile flags as `parseArgs` hands them back. */
export interface HostileCliValues {
  hostile?: boolean | undefined;
  'hostile-slow-ms'?: string | undefined;
  'hostile-cursor'?: string | undefined;
  'hostile-listen'?: string | undefined;
  'hostile-flood'?: string | undefined;
}

function positiveNumber(flag: string, value: string): number {
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0 || value.trim() === '') throw new RangeError(`--${flag} expects a non-negative number, got "${value}"`);
  return parsed;
}

function listenFault(value: string): ListenStreamFault {
  if (value === 'never-acknowledge') return { kind: 'never-acknowledge' };
  const drop = /^drop:(.+)$/.exec(value);
  if (drop?.[1]) return { kind: 'drop', afterMs: positiveNumber('hostile-listen drop', drop[1]) };
  throw new RangeError(`--hostile-listen expects "never-acknowledge" or "drop:<ms>", got "${value}"`);
}

/** The `hostile` server option the flags ask for, or `undefined` when none was given. */
export function hostileOptionsFromCli(values: HostileCliValues): HostileOptions | undefined {
  const { hostile, 'hostile-slow-ms': slowMs, 'hostile-cursor': cursor, 'hostile-listen': listen, 'hostile-flood': flood } = values;
  if (!hostile && slowMs === undefined && cursor === undefined && listen === undefined && flood === undefined) return undefined;
  if (cursor !== undefined && cursor !== 'endless' && cursor !== 'repeat') throw new RangeError(`--hostile-cursor expects "endless" or "repeat", got "${cursor}"`);
  const perSecond = flood === undefined ? undefined : positiveNumber('hostile-flood', flood);
  return {
    ...(slowMs !== undefined && { slowMs: positiveNumber('hostile-slow-ms', slowMs) }),
    ...(cursor !== undefined && { cursor }),
    ...(listen !== undefined && { listenStream: listenFault(listen) }),
    ...(perSecond !== undefined && perSecond > 0 && { notificationFlood: { perSecond } }),
  };
}
