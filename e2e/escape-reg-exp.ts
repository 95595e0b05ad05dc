/** `text` as a regular expression that matches it literally (for accessible names that are URLs). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
