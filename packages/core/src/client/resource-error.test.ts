import { ProtocolError, SdkError, SdkErrorCode, SdkHttpError } from '@modelcontextprotocol/client';
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
