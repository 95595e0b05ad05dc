export type CursorKind = 'resources' | 'templates';

/** Opaque to clients: base64url of "kind:offset", so a cursor of one list is rejected by the other. */
export function encodeCursor(kind: CursorKind, offset: number): string {
  return btoa(`${kind}:${offset}`).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function decodeCursor(kind: CursorKind, cursor: string): number | undefined {
  let decoded: string;
  try {
    decoded = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return undefined;
  }
  const match = /^(\w+):(\d{1,15})$/.exec(decoded);
  return match?.[1] === kind ? Number(match[2]) : undefined;
}
