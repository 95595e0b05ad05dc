import { ProtocolError, SdkError, SdkErrorCode, SdkHttpError, SseError } from '@modelcontextprotocol/client';
import { describe, expect, it } from 'vitest';
import { ResourceError, toResourceError } from './resource-error.js';

const context = { action: 'reading file:///a.txt', uri: 'file:///a.txt' };

describe('toResourceError', () => {
  it.each([
    ['-32602 with data.uri', new ProtocolError(-32602, 'Resource not found', { uri: 'file:///b.txt' }), 'not-found'],
    ['the legacy -32002', new ProtocolError(-32002, 'Resource not found'), 'not-found'],
    ['-32602 without data.uri', new ProtocolError(-32602, 'Invalid cursor'), 'server'],
    ['-32603', new ProtocolError(-32603, 'boom'), 'server'],
    ['-32601', new ProtocolError(-32601, 'Method not found'), 'unsupported'],
    ['HTTP 404', new SdkHttpError(SdkErrorCode.ClientHttpNotImplemented, 'Not found', { status: 404 }), 'unsupported'],
    ['HTTP 401', new SdkHttpError(SdkErrorCode.ClientHttpAuthentication, 'Unauthorized', { status: 401 }), 'unauthorized'],
    ['HTTP 500', new SdkHttpError(SdkErrorCode.ClientHttpUnexpectedContent, 'Oops', { status: 500 }), 'server'],
    ['a request timeout', new SdkError(SdkErrorCode.RequestTimeout, 'Request timed out'), 'timeout'],
    ['an SSE GET answered 404', new SseError(404, 'Non-200 status code (404)', undefined as never), 'unsupported'],
    ['an SSE GET answered 401', new SseError(401, 'Non-200 status code (401)', undefined as never), 'unauthorized'],
    ['an SSE GET answered 502', new SseError(502, 'Non-200 status code (502)', undefined as never), 'server'],
    ['an SSE stream that broke', new SseError(undefined, 'terminated', undefined as never), 'disconnected'],
    ['a closed connection', new SdkError(SdkErrorCode.ConnectionClosed, 'Connection closed'), 'disconnected'],
    ['an invalid result', new SdkError(SdkErrorCode.InvalidResult, 'bad'), 'invalid-response'],
    ['a failed fetch', new TypeError('Failed to fetch'), 'disconnected'],
    ['a call on a closed SDK client', new Error('Not connected'), 'disconnected'],
    ['an abort', Object.assign(new Error('The operation was aborted'), { name: 'AbortError' }), 'aborted'],
  ] as const)('maps %s to %s', (_, cause, kind) => {
    const error = toResourceError(cause, context);
    expect(error.kind).toBe(kind);
    expect(error.cause).toBe(cause);
    expect(error.message).toContain('file:///');
  });

  it('maps -32602 with a "not found" message on a read to not-found, naming the requested URI', () => {
    const cause = new ProtocolError(-32602, 'Resource file:///a.txt not found');
    const error = toResourceError(cause, { ...context, method: 'resources/read' });
    expect(error.kind).toBe('not-found');
    expect(error.uri).toBe('file:///a.txt');
    expect(error.message).toContain('file:///a.txt');
  });

  it('leaves -32602 "not found" on other methods to the server kind, e.g. an unknown template in a completion', () => {
    const cause = new ProtocolError(-32602, 'Resource template weather://{city} not found');
    expect(toResourceError(cause, { action: 'completing "city"', method: 'completion/complete' }).kind).toBe('server');
    expect(toResourceError(new ProtocolError(-32602, 'Invalid URI: nope'), { ...context, method: 'resources/read' }).kind).toBe('server');
  });

  it.each([
    ['not-found (-32002)', new ProtocolError(-32002, 'Resource not found')],
    ['not-found (-32602 message)', new ProtocolError(-32602, 'Resource file:///a.txt not found')],
    ['an invalid URI (-32602)', new ProtocolError(-32602, 'Invalid URI')],
    ['-32601', new ProtocolError(-32601, 'Method not found')],
    ['-32021', new ProtocolError(-32021, 'Missing capability')],
    ['HTTP 400', new SdkHttpError(SdkErrorCode.ClientHttpNotImplemented, 'Bad request', { status: 400 })],
    ['HTTP 401', new SdkHttpError(SdkErrorCode.ClientHttpAuthentication, 'Unauthorized', { status: 401 })],
    ['HTTP 403', new SdkHttpError(SdkErrorCode.ClientHttpForbidden, 'Forbidden', { status: 403 })],
    ['HTTP 404', new SdkHttpError(SdkErrorCode.ClientHttpNotImplemented, 'Not found', { status: 404 })],
    ['HTTP 405', new SdkHttpError(SdkErrorCode.ClientHttpNotImplemented, 'Method not allowed', { status: 405 })],
    ['a missing capability', new SdkError(SdkErrorCode.CapabilityNotSupported, 'no')],
    ['the SDK 401', new SdkError(SdkErrorCode.ClientHttpAuthentication, 'Unauthorized')],
  ] as const)('never says "try again" for a permanent failure: %s', (_, cause) => {
    const error = toResourceError(cause, { ...context, method: 'resources/read' });
    expect(['not-found', 'server', 'unsupported', 'unauthorized']).toContain(error.kind);
    expect(error.message).not.toMatch(/try again/i);
  });

  it('says what to do about a 401', () => {
    const error = toResourceError(new SdkHttpError(SdkErrorCode.ClientHttpAuthentication, 'Unauthorized', { status: 401 }), context);
    expect(error.kind).toBe('unauthorized');
    expect(error.message).toMatch(/check the token or headers/i);
  });

  it('names both causes of a browser fetch failure (nothing listening or CORS) and points to a proxy', () => {
    const error = toResourceError(new TypeError('Failed to fetch'), { action: 'connecting to http://127.0.0.1:9/mcp' });
    expect(error.kind).toBe('disconnected');
    expect(error.code).toBe('network');
    expect(error.message).toMatch(/nothing is listening/);
    expect(error.message).toMatch(/CORS/);
    expect(error.message).toMatch(/proxy/);
  });

  it('gives a refused connection the same kind bare and wrapped by the SDK', () => {
    const refused = () =>
      new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED' }) });
    const wrapped = new SdkError(SdkErrorCode.EraNegotiationFailed, 'Version negotiation probe failed: fetch failed', { cause: refused() });
    wrapped.cause = refused();
    for (const cause of [refused(), wrapped]) {
      const error = toResourceError(cause, { action: 'connecting to http://127.0.0.1:9/mcp' });
      expect(error.kind).toBe('disconnected');
      expect(error.code).toBe('ECONNREFUSED');
      expect(error.message).toMatch(/nothing is listening at that address \(connection refused\)/);
    }
  });

  it('does not take a programming TypeError for a network failure', () => {
    const error = toResourceError(new TypeError("Cannot read properties of undefined (reading 'uri')"), context);
    expect(error.kind).toBe('server');
  });

  it('names the missing resource from data.uri', () => {
    const error = toResourceError(new ProtocolError(-32602, 'Resource not found', { uri: 'file:///b.txt' }), context);
    expect(error.uri).toBe('file:///b.txt');
    expect(error.code).toBe(-32602);
  });

  it('reports any failure after the caller aborted as aborted', () => {
    const controller = new AbortController();
    controller.abort();
    expect(toResourceError(new SdkError(SdkErrorCode.ConnectionClosed, 'closed'), { ...context, signal: controller.signal }).kind).toBe(
      'aborted',
    );
  });

  it('passes a ResourceError through and recognizes copies by brand', () => {
    const original = new ResourceError('timeout', 'slow');
    expect(toResourceError(original, context)).toBe(original);
    expect(ResourceError.isInstance(original)).toBe(true);
    expect(ResourceError.isInstance(new Error('slow'))).toBe(false);
    const fromAnotherCopy = Object.assign(new Error('slow'), { [Symbol.for('@mcp-resource-kit/core/ResourceError')]: true });
    expect(ResourceError.isInstance(fromAnotherCopy)).toBe(true);
  });
});
