import { splitUri } from './split-uri.js';

/**
 * `scheme://authority` of a URI, as `splitUri` finds it, without splitting the rest. Consecutive
 * URIs of one server mostly share it, so each reader tries the last one it found first: one reader
 * per model, so that two models never share what they last saw.
 */
export function createOriginReader(): (uri: string) => string | undefined {
  let lastOrigin = '';
  return (uri) => {
    if (lastOrigin !== '' && uri.startsWith(lastOrigin)) {
      const next = uri.charCodeAt(lastOrigin.length);
      if (Number.isNaN(next) || next === 0x2f /* / */ || next === 0x3f /* ? */ || next === 0x23 /* # */) return lastOrigin;
    }
    const { origin } = splitUri(uri);
    if (origin !== undefined) lastOrigin = origin;
    return origin;
  };
}
