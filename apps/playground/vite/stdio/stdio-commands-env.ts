/** The environment variable that carries `--stdio` command lines (a JSON array of strings) to the Vite config. */
export const STDIO_COMMANDS_ENV = 'PLAYGROUND_STDIO_COMMANDS';

/** The command lines given with `--stdio`, or none. */
export function stdioCommandLines(env: NodeJS.ProcessEnv = process.env): string[] {
  const raw = env[STDIO_COMMANDS_ENV];
  if (!raw) return [];
  const parsed: unknown = JSON.parse(raw);
  if (!Array.isArray(parsed) || !parsed.every((line) => typeof line === 'string')) {
    throw new Error(`${STDIO_COMMANDS_ENV} must be a JSON array of command lines.`);
  }
  return parsed;
}
