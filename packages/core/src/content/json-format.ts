/** Limits and layout of `formatJson`. */
export interface FormatJsonOptions {
  /** Texts longer than this (in UTF-16 code units) are not formatted. @default 2_000_000 */
  maxLength?: number;
  /** @default 2 */
  indent?: number;
  /** Deeper nesting than this is not formatted. @default 512 */
  maxDepth?: number;
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const WHITESPACE = /[ \t\n\r]*/y;

type Frame = { kind: 'object' | 'array'; count: number };

/**
 * Pretty-prints a JSON text, or returns `undefined` when it is not valid JSON (or too large or
 * deep). Numbers and strings are copied exactly as written, so nothing is rounded or re-escaped
 * (`JSON.parse` would turn 12345678901234567890 into 12345678901234567000).
 */
export function formatJson(text: string, { maxLength = 2_000_000, indent = 2, maxDepth = 512 }: FormatJsonOptions = {}): string | undefined {
  if (text.length > maxLength) return undefined;
  const pad = ' '.repeat(Math.max(0, Math.min(indent, 8)));
  const out: string[] = [];
  const stack: Frame[] = [];
  let position = 0;

  const skipWhitespace = () => {
    WHITESPACE.lastIndex = position;
    WHITESPACE.exec(text);
    position = WHITESPACE.lastIndex;
  };
  const newline = (depth: number) => {
    out.push('\n', pad.repeat(depth));
  };
  const readString = (): string | undefined => {
    const begin = position;
    position += 1;
    while (position < text.length) {
      const code = text.charCodeAt(position);
      if (code === 0x22) {
        position += 1;
        return text.slice(begin, position);
      }
      if (code < 0x20) return undefined;
      if (code === 0x5c) {
        const escaped = text[position + 1];
        if (escaped === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(position + 2, position + 6))) return undefined;
          position += 6;
        } else if (escaped !== undefined && '"\\/bfnrt'.includes(escaped)) position += 2;
        else return undefined;
      } else position += 1;
    }
    return undefined;
  };
  /** Reads one scalar or opens a container; false when the text is not JSON there. */
  const readValue = (): boolean => {
    const character = text[position];
    if (character === '{' || character === '[') {
      if (stack.length >= maxDepth) return false;
      stack.push({ kind: character === '{' ? 'object' : 'array', count: 0 });
      out.push(character);
      position += 1;
      return true;
    }
    if (character === '"') {
      const string = readString();
      if (string === undefined) return false;
      out.push(string);
      return true;
    }
    for (const literal of ['true', 'false', 'null']) {
      if (text.startsWith(literal, position)) {
        out.push(literal);
        position += literal.length;
        return true;
      }
    }
    NUMBER.lastIndex = position;
    const match = NUMBER.exec(text);
    if (!match || match[0].length === 0) return false;
    out.push(match[0]);
    position += match[0].length;
    return true;
  };

  skipWhitespace();
  if (!readValue()) return undefined;
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    skipWhitespace();
    const character = text[position];
    const closing = frame.kind === 'object' ? '}' : ']';
    if (character === closing) {
      stack.pop();
      if (frame.count > 0) newline(stack.length);
      out.push(closing);
      position += 1;
      continue;
    }
    if (frame.count > 0) {
      if (character !== ',') return undefined;
      out.push(',');
      position += 1;
      skipWhitespace();
    }
    newline(stack.length);
    if (frame.kind === 'object') {
      if (text[position] !== '"') return undefined;
      const key = readString();
      if (key === undefined) return undefined;
      out.push(key, ': ');
      skipWhitespace();
      if (text[position] !== ':') return undefined;
      position += 1;
      skipWhitespace();
    }
    frame.count += 1;
    if (!readValue()) return undefined;
  }
  skipWhitespace();
  if (position !== text.length) return undefined;
  return out.join('');
}
