import { parse } from 'shell-quote';

/** A command line split into the program and its arguments, run without a shell. */
export interface ParsedCommand {
  command: string;
  args: string[];
}

/**
 * Splits a command line the way a POSIX shell splits words (quotes and backslashes), without running a
 * shell: `$VAR` stays literal, and pipes, redirections, `&&`, globs and comments are refused, because
 * nothing would carry them out.
 */
export function parseCommandLine(line: string): ParsedCommand {
  const words: string[] = [];
  for (const token of parse(line, (name) => `$${name}`)) {
    if (typeof token !== 'string') {
      const what = 'op' in token ? `“${token.op === 'glob' ? token.pattern : token.op}”` : 'a comment';
      throw new Error(
        `The command line “${line}” has ${what}, which needs a shell; the playground runs the command directly. Put it in a script and run that instead.`,
      );
    }
    words.push(token);
  }
  const [command, ...args] = words;
  if (command === undefined || command === '') throw new Error('The command line is empty: give the program to run, e.g. “npx -y @modelcontextprotocol/server-everything”.');
  return { command, args };
}
