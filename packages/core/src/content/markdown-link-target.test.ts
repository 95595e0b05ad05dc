import { describe, expect, it } from 'vitest';
import { markdownLinkTarget } from './markdown-link-target.js';

describe('markdownLinkTarget', () => {
  it('resolves relative links against the resource, as server-everything\'s docs link to each other', () => {
    expect(markdownLinkTarget('architecture.md', 'demo://static/docs/features.md')).toEqual({ kind: 'resource', uri: 'demo://static/docs/architecture.md' });
    expect(markdownLinkTarget('docs/api.md', 'file:///project/README.md')).toEqual({ kind: 'resource', uri: 'file:///project/docs/api.md' });
    expect(markdownLinkTarget('../README.md#setup', 'file:///project/docs/api.md')).toEqual({ kind: 'resource', uri: 'file:///project/README.md#setup' });
  });

  it('takes an absolute link with a scheme of its own as a resource URI, exactly as written', () => {
    expect(markdownLinkTarget('postgres://demo-db/public/schema', 'file:///project/README.md')).toEqual({ kind: 'resource', uri: 'postgres://demo-db/public/schema' });
    expect(markdownLinkTarget('notes://%C3%A1lgebra', undefined)).toEqual({ kind: 'resource', uri: 'notes://%C3%A1lgebra' });
  });

  it('keeps http(s) and mailto links external', () => {
    expect(markdownLinkTarget('https://example.com/a', 'demo://x/y')).toEqual({ kind: 'external', href: 'https://example.com/a' });
    expect(markdownLinkTarget('mailto:ops@example.com', 'demo://x/y')).toEqual({ kind: 'external', href: 'mailto:ops@example.com' });
  });

  it('gives nothing for scripts, data, fragments alone, or relative links without a base', () => {
    for (const destination of ['javascript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<script>x</script>', 'vbscript:x', 'blob:x', '#top', '']) {
      expect(markdownLinkTarget(destination, 'demo://x/y'), destination).toBeUndefined();
    }
    expect(markdownLinkTarget('api.md', undefined)).toBeUndefined();
    expect(markdownLinkTarget('api.md', 'urn:isbn:123')).toBeUndefined();
  });
});
