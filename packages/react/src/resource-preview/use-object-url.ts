'use client';

import { useEffect, useState } from 'react';

/** Bytes copied into a Blob per task: copying 50 MB at once blocks the page for a fifth of a second. */
const SLICE_BYTES = 4 * 1024 * 1024;

/**
 * An object URL for `bytes` typed as `mediaType`, created after mount and revoked on unmount or
 * when the bytes change, so a preview never leaks blobs. `undefined` until created, and where the
 * environment has no object URLs. Large bytes are copied a few megabytes per task, each slice a
 * Blob of its own that the final Blob joins without copying again.
 */
export function useObjectUrl(bytes: Uint8Array | undefined, mediaType: string): string | undefined {
  const [url, setUrl] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (!bytes || typeof URL.createObjectURL !== 'function') return;
    let current = true;
    let created: string | undefined;
    const show = (blob: Blob | undefined) => {
      if (!blob || !current) return;
      try {
        created = URL.createObjectURL(blob);
      } catch {
        // Environments with a foreign Blob implementation (such as jsdom on Node) cannot make object URLs.
        return;
      }
      setUrl(created);
    };
    // Bytes over a SharedArrayBuffer cannot go into a Blob as they are; others are used without copying.
    const whole: Uint8Array<ArrayBuffer> = bytes.buffer instanceof ArrayBuffer ? (bytes as Uint8Array<ArrayBuffer>) : new Uint8Array(bytes);
    if (whole.byteLength <= SLICE_BYTES) show(new Blob([whole], { type: mediaType }));
    else void blobInSlices(whole, mediaType, () => current).then(show, () => undefined);
    return () => {
      current = false;
      if (created !== undefined) URL.revokeObjectURL(created);
      setUrl(undefined);
    };
  }, [bytes, mediaType]);
  return url;
}

/** `whole` as a Blob, built one slice per task; `undefined` once `wanted()` turns false. */
async function blobInSlices(whole: Uint8Array<ArrayBuffer>, mediaType: string, wanted: () => boolean): Promise<Blob | undefined> {
  const parts: Blob[] = [];
  for (let offset = 0; offset < whole.byteLength; offset += SLICE_BYTES) {
    if (offset > 0) await new Promise((resolve) => setTimeout(resolve, 0));
    if (!wanted()) return undefined;
    parts.push(new Blob([whole.subarray(offset, offset + SLICE_BYTES)]));
  }
  return new Blob(parts, { type: mediaType });
}
