import { describe, expect, it } from 'vitest';
import { claimListVerdict, holdListVerdicts, LIST_VERDICT_KEY } from './list-verdicts.js';

describe('list verdicts', () => {
  it('gives the held verdict a result names once, and takes its token out of the result', () => {
    const items = [{}, {}, {}];
    holdListVerdicts([{ token: 'token-1', count: 3, rejected: [{ index: 2, reason: 'uri: Invalid input' }] }]);
    const result: Record<string, unknown> = { resources: items, [LIST_VERDICT_KEY]: 'token-1' };
    expect(claimListVerdict(result, items)).toEqual([{ index: 2, reason: 'uri: Invalid input' }]);
    expect(result).not.toHaveProperty(LIST_VERDICT_KEY);
    expect(claimListVerdict({ [LIST_VERDICT_KEY]: 'token-1' }, items)).toBeUndefined();
  });

  it('gives nothing for a token a server made up, nor for a page of another length, so that the page checks its items', () => {
    const made: Record<string, unknown> = { [LIST_VERDICT_KEY]: 'a guess' };
    expect(claimListVerdict(made, [])).toBeUndefined();
    expect(made).not.toHaveProperty(LIST_VERDICT_KEY);
    expect(claimListVerdict({ [LIST_VERDICT_KEY]: { rejected: [] } }, [])).toBeUndefined();
    holdListVerdicts([{ token: 'token-2', count: 2, rejected: [] }]);
    expect(claimListVerdict({ [LIST_VERDICT_KEY]: 'token-2' }, [{}, {}, {}])).toBeUndefined();
    expect(claimListVerdict({}, [])).toBeUndefined();
  });
});
