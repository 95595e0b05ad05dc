/**
 * Runs Vite's own command line, after taking out the playground's `--stdio "<command line>"` options
 * (repeatable): Vite refuses options it does not know. The command lines reach the stdio bridge in
 * `vite.config.ts` through an environment variable of this process.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { STDIO_COMMANDS_ENV } from '../vite/stdio/stdio-commands-env.ts';

const commandLines: string[] = [];
const rest: string[] = [];
const args = process.argv.slice(2);
for (let index = 0; index < args.length; index += 1) {
  const arg = args[index]!;
  if (arg === '--stdio') {
    const value = args[index + 1];
    if (value === undefined || value.startsWith('--')) {
      console.error('--stdio needs a command line, e.g. --stdio "npx -y @modelcontextprotocol/server-everything"');
      process.exit(2);
    }
    commandLines.push(value);
    index += 1;
  } else if (arg.startsWith('--stdio=')) commandLines.push(arg.slice('--stdio='.length));
  else rest.push(arg);
}

if (commandLines.length > 0) process.env[STDIO_COMMANDS_ENV] = JSON.stringify(commandLines);
const vitePackage = createRequire(import.meta.url).resolve('vite/package.json');
const viteCli = join(dirname(vitePackage), 'bin', 'vite.js');
process.argv = [process.argv[0]!, viteCli, ...rest];
await import(pathToFileURL(viteCli).href);
