import { describe, expect, it } from 'vitest';
import { describeContent } from './describe-content.js';
import { isMcpApp, isMcpAppMimeType, MCP_APP_MIME_TYPE } from './mcp-app.js';
import { mimeFamilyOf } from '../search/mime-family.js';

describe('isMcpAppMimeType', () => {
  it.each([MCP_APP_MIME_TYPE, 'text/html; profile=mcp-app', 'TEXT/HTML;Profile="mcp-app"', 'text/html;charset=utf-8;profile=mcp-app'])('recognises %s', (mimeType) => {
    expect(isMcpAppMimeType(mimeType)).toBe(true);
  });

  it.each(['text/html', 'text/html;profile=mcp-apps', 'text/plain;profile=mcp-app', 'application/json;x=mcp-app', 'text/html;profile=other', undefined])(
    'does not take %s for an app',
    (mimeType) => {
      expect(isMcpAppMimeType(mimeType)).toBe(false);
    },
  );
});

describe('isMcpApp', () => {
  it('takes HTML under ui:// for an app, typed or named .html', () => {
    expect(isMcpApp({ uri: 'ui://get-time/mcp-app.html', mimeType: 'text/html' })).toBe(true);
    expect(isMcpApp({ uri: 'UI://x/view', mimeType: 'text/html; charset=utf-8' })).toBe(true);
    expect(isMcpApp({ uri: 'ui://x/view.html' })).toBe(true);
  });

  it('leaves other ui:// resources and plain HTML alone', () => {
    expect(isMcpApp({ uri: 'ui://x/data.json', mimeType: 'application/json' })).toBe(false);
    expect(isMcpApp({ uri: 'ui://x/view' })).toBe(false);
    expect(isMcpApp({ uri: 'file:///site/index.html', mimeType: 'text/html' })).toBe(false);
  });
});

describe('MCP Apps as a family and a view', () => {
  it('files them under app, not code', () => {
    expect(mimeFamilyOf(MCP_APP_MIME_TYPE, 'ui://a/app.html')).toBe('app');
    expect(mimeFamilyOf(MCP_APP_MIME_TYPE)).toBe('app');
    expect(mimeFamilyOf('text/html', 'ui://a/app')).toBe('app');
    expect(mimeFamilyOf(undefined, 'ui://a/app.html')).toBe('app');
    expect(mimeFamilyOf('text/html', 'file:///a/index.html')).toBe('code');
    expect(mimeFamilyOf(undefined, 'file:///a/index.html')).toBe('code');
  });

  it('describes their content as an app to run, text or blob', () => {
    const html = '<!doctype html><script>1</script>';
    expect(describeContent({ kind: 'text', uri: 'ui://a/app.html', mimeType: MCP_APP_MIME_TYPE, text: html, byteLength: html.length })).toEqual({
      renderer: 'app',
      text: html,
      mediaType: 'text/html',
      decoding: 'text',
    });
    const bytes = new TextEncoder().encode(html);
    expect(describeContent({ kind: 'blob', uri: 'ui://a/app.html', mimeType: 'text/html', bytes, byteLength: bytes.length })).toMatchObject({ renderer: 'app', text: html, decoding: 'utf-8' });
    expect(describeContent({ kind: 'text', uri: 'file:///a.html', mimeType: 'text/html', text: html, byteLength: html.length }).renderer).toBe('html');
  });
});
