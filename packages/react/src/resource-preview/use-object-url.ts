'use client';

import { useEffect, useState } from 'react';

/**
 * An object URL for `bytes` typed as `mediaType`, created after mount and revoked on unmount or
 * when the bytes change, so a preview never leaks blobs. `undefined` until created, and where the
 * environment has no object URLs.
 */
export function useObjectUrl(bytes: Uint8Array | undefined, mediaType: string): string | undefined {
  const [url, setUrl] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (!bytes || typeof URL.createObjectURL !== 'function') return;
    // Bytes over a SharedArrayBuffer cannot go into a Blob as they are; others are used without copying.
    const part: BlobPart = bytes.buffer instanceof ArrayBuffer ? (bytes as Uint8Array<ArrayBuffer>) : new Uint8Array(bytes);
    let created: string;
    try {
      created = URL.createObjectURL(new Blob([part], { type: mediaType }));
    } catch {
      // Environments with a foreign Blob implementation (such as jsdom on Node) cannot make object URLs.
      return;
    }
    setUrl(created);
    return () => {
      URL.revokeObjectURL(created);
      setUrl(undefined);
    };
  }, [bytes, mediaType]);
  return url;
}
