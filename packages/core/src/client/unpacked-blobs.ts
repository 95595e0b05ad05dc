import { encodeBase64 } from '../content/base64.js';
import type { UnpackedBlob } from './answer-unpack.js';

/*
 * Blobs the answer worker took out of `resources/read` answers, on their way from the fetch seam
 * (`answer-stream-guard.ts`, which puts a token in each one's place) to `readResource`:
 * 1. `holdUnpackedBlobs` keeps them by token until the transport delivers the answer;
 * 2. `claimUnpackedBlobs` (the lenient-results hook, before the SDK sees the answer) moves them onto
 *    their content objects, which reach `readResource` as they are. An answer to a read the kit did
 *    not send (a host calling the SDK client underneath) gets its base64 back instead;
 * 3. `unpackedBlobOf` gives `readResource` the bytes of a content object.
 * A token is random per page and per answer, so a server cannot name one; the content objects hold
 * their bytes weakly, so an answer the SDK drops (a cancelled read) frees them.
 */

/** Blobs whose answer the transport never delivered (its body could not be read) go, oldest first, beyond this many. */
const MAX_HELD = 64;

const held = new Map<string, Uint8Array>();
const claimed = new WeakMap<object, Uint8Array>();

export function holdUnpackedBlobs(blobs: readonly UnpackedBlob[]): void {
  for (const { token, bytes } of blobs) {
    held.set(token, bytes);
    if (held.size > MAX_HELD) held.delete(held.keys().next().value as string);
  }
}

/** Moves the held blobs named by the tokens in `result.contents` onto those content objects (or back into them). */
export function claimUnpackedBlobs(result: unknown, forKit: boolean): void {
  if (held.size === 0) return;
  const contents = (result as { contents?: unknown } | null | undefined)?.contents;
  if (!Array.isArray(contents)) return;
  for (const content of contents) {
    const holder = content as { blob?: unknown } | null;
    if (typeof holder?.blob !== 'string') continue;
    const bytes = held.get(holder.blob);
    if (!bytes) continue;
    held.delete(holder.blob);
    if (forKit) claimed.set(holder, bytes);
    else holder.blob = encodeBase64(bytes);
  }
}

export function unpackedBlobOf(content: object): Uint8Array | undefined {
  return claimed.get(content);
}
