/// <reference lib="webworker" />
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import type { CountRequest, CountResponse } from './tokenizer-protocol.ts';

// Resource text is untrusted: a literal "<|endoftext|>" in it is text, not a control token, and
// the tokenizer would throw on it by default.
const AS_PLAIN_TEXT = { disallowedSpecial: new Set<string>() };

self.onmessage = (event: MessageEvent<CountRequest>) => {
  const { id, text } = event.data;
  let response: CountResponse;
  try {
    response = { id, tokens: countTokens(text, AS_PLAIN_TEXT) };
  } catch (error) {
    response = { id, error: error instanceof Error ? error.message : String(error) };
  }
  self.postMessage(response);
};
