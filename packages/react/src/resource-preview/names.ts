/** The last path segment of a URI, for labels and download names (`file:///a/b.ts` → `b.ts`). */
export function displayName(uri: string): string {
  const path = uri.split(/[?#]/, 1)[0]!.replace(/\/+$/, '');
  const segment = path.slice(path.lastIndexOf('/') + 1) || path || uri;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** A file name safe to offer as a download: no path separators, control characters or reserved characters. */
export function downloadName(uri: string, fallback = 'resource'): string {
  const cleaned = displayName(uri)
    .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]+/g, '_')
    .replace(/^[.\s]+/, '')
    .slice(0, 120)
    .trim();
  return cleaned || fallback;
}
