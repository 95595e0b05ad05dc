'use client';

import { useEffect, useState } from 'react';

/** What an SVG preview may show: nothing yet, the cleaned bytes, or nothing at all (not SVG). */
export type SanitizedSvg = { status: 'cleaning' } | { status: 'clean'; bytes: Uint8Array } | { status: 'failed' };

/**
 * `bytes` (an SVG's UTF-8 text) cleaned by `sanitizeSvg`. The sanitizer and DOMPurify are loaded
 * on first use: a page that never previews an SVG never downloads them.
 */
export function useSanitizedSvg(bytes: Uint8Array | undefined): SanitizedSvg {
  const [result, setResult] = useState<{ input: Uint8Array; output: SanitizedSvg } | undefined>(undefined);
  useEffect(() => {
    if (!bytes) return;
    let current = true;
    import('./sanitize-svg.js').then(
      ({ sanitizeSvg }) => {
        let cleaned: string | undefined;
        try {
          cleaned = sanitizeSvg(new TextDecoder().decode(bytes));
        } catch {
          // Markup the sanitizer cannot take apart is not shown.
          cleaned = undefined;
        }
        const output: SanitizedSvg = cleaned === undefined ? { status: 'failed' } : { status: 'clean', bytes: new TextEncoder().encode(cleaned) };
        if (current) setResult({ input: bytes, output });
      },
      () => {
        if (current) setResult({ input: bytes, output: { status: 'failed' } });
      },
    );
    return () => {
      current = false;
    };
  }, [bytes]);
  return result && result.input === bytes ? result.output : { status: 'cleaning' };
}
