import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { DEFAULT_FILTERS } from '../search/filters.js';
import { sampleResource } from '../../../../test-support/catalog-sample.js';
import { CatalogHost } from './catalog-host.js';
import { CatalogMatchJob } from './catalog-match-job.js';
import { FirstPositions } from './first-positions.js';
import { LetterRankings } from './letter-rankings.js';
import { MatchWarmUp } from './match-warm-up.js';
import { WordScorer } from './word-scorer.js';
import type { CatalogRequest, CatalogResponse } from './catalog-protocol.js';

const page = (from: number, count: number) => Array.from({ length: count }, (_, index) => sampleResource(from + index));

/** A host of 2,000 resources (appended as request 1), and `ask` that resolves with a request's answer, kept in `answers` (every reply in `replies`). */
async function hostOf() {
  const answers = new Map<number, Extract<CatalogResponse, { type: 'matched' }>>();
  const replies: CatalogResponse[] = [];
  const waiting = new Map<number, () => void>();
  const host = new CatalogHost((response) => {
    replies.push(response);
    if (response.type === 'matched') answers.set(response.request, response);
    if ('request' in response) waiting.get(response.request)?.();
  }, 1_000);
  const ask = async (request: CatalogRequest) => {
    const answered = new Promise<void>((resolve) => waiting.set(request.request, resolve));
    host.receive(request);
    await answered;
    return answers.get(request.request);
  };
  await ask({ type: 'append', request: 1, serverId: 'files', resources: page(0, 2_000) });
  return { host, ask, answers, replies };
}

/** A host slicing as a worker's does, and `ask` that resolves with a request's answer. */
function askingHost(warmUp: boolean) {
  const waiting = new Map<number, (response: CatalogResponse) => void>();
  const host = new CatalogHost((response) => {
    if ('request' in response) waiting.get(response.request)?.(response);
  }, 12, { warmUp });
  const ask = (request: CatalogRequest) =>
    new Promise<CatalogResponse>((resolve) => {
      waiting.set(request.request, resolve);
      host.receive(request);
    });
  return { host, ask };
}
type AskingHost = ReturnType<typeof askingHost>;

describe('CatalogHost', () => {
  it('runs a match of rows ahead of the counts queued after the last append, never ahead of an append', async () => {
    const replies: Array<Extract<CatalogResponse, { request: number }>> = [];
    let done: () => void = () => undefined;
    const all = new Promise<void>((resolve) => (done = resolve));
    const host = new CatalogHost((response) => {
      if (!('request' in response)) return;
      replies.push(response);
      if (replies.length === 5) done();
    }, 1);
    const match = (request: number, facets: boolean): CatalogRequest => ({ type: 'match', request, filters: { ...DEFAULT_FILTERS, query: 'item' }, limit: 0, now: 0, facets, ids: true });
    host.receive({ type: 'append', request: 1, serverId: 'files', resources: page(0, 20_000) });
    host.receive(match(2, true));
    host.receive({ type: 'append', request: 3, serverId: 'files', resources: page(20_000, 5_000) });
    host.receive(match(4, true));
    host.receive(match(5, false));
    await all;
    expect(replies.map(({ request }) => request)).toEqual([1, 2, 3, 5, 4]);
    const total = (request: number) => (replies.find((reply) => reply.request === request) as Extract<CatalogResponse, { type: 'matched' }>).total;
    // The match saw the second page, as the count after it did; the count before it did not.
    expect(total(5)).toBe(total(4));
    expect(total(5)).toBeGreaterThan(total(2));
  });

  it('answers a match of rows in the call that asks for it, between the slices of a count under way, and the count after it as before', async () => {
    const replies: Array<Extract<CatalogResponse, { type: 'matched' }>> = [];
    const waiting = new Map<number, () => void>();
    // Slices of no time at all: a count over 5,000 resources takes three, each in a task of its own.
    const host = new CatalogHost((response) => {
      if (response.type === 'matched') replies.push(response);
      if ('request' in response) waiting.get(response.request)?.();
    }, 0);
    const answered = (request: number) => new Promise<void>((resolve) => waiting.set(request, resolve));
    const match = (request: number, query: string, facets: boolean): CatalogRequest => ({ type: 'match', request, filters: { ...DEFAULT_FILTERS, query }, limit: 0, now: 0, facets, ids: true });
    const appended = answered(1);
    host.receive({ type: 'append', request: 1, serverId: 'files', resources: page(0, 5_000) });
    await appended;
    host.receive(match(2, 'item', false));
    expect(replies.map(({ request }) => request)).toEqual([2]);
    const counted = answered(3);
    host.receive(match(3, 'ite', true));
    host.receive(match(4, 'item', false));
    // The count had taken a slice at most: the match asked after it was answered before `receive` returned.
    expect(replies.map(({ request }) => request)).toEqual([2, 4]);
    await counted;
    expect(replies.map(({ request }) => request)).toEqual([2, 4, 3]);
    expect([...replies[1]!.ids]).toEqual([...replies[0]!.ids]);
    const alone = answered(5);
    host.receive(match(5, 'ite', false));
    await alone;
    expect(replies[2]!.total).toBe(replies[3]!.total);
    expect(replies[2]!.facets).toBeDefined();
  });

  it('answers a query of the same words as the last ranking with that ranking, without ranking again', async () => {
    const { ask, answers } = await hostOf();
    const rank = (request: number, query: string, limit = 5): CatalogRequest => ({ type: 'match', request, filters: { ...DEFAULT_FILTERS, query }, limit, now: 0, facets: false, ids: true });
    await ask(rank(2, 'item 1'));
    const steps = vi.spyOn(CatalogMatchJob.prototype, 'step');
    await ask(rank(3, 'item 1 '));
    expect(steps).not.toHaveBeenCalled();
    expect(Array.from(answers.get(3)!.ranked)).toEqual(Array.from(answers.get(2)!.ranked));
    expect(Array.from(answers.get(3)!.ids)).toEqual(Array.from(answers.get(2)!.ids));
    expect(answers.get(3)!.total).toBe(answers.get(2)!.total);
    // Other words, another limit: ranked again.
    await ask(rank(4, 'item 12'));
    await ask(rank(5, 'item 12', 7));
    expect(steps).toHaveBeenCalledTimes(2);
    expect(answers.get(5)!.ranked.length).toBeGreaterThan(answers.get(4)!.ranked.length);
    steps.mockRestore();
  });

  describe('between keystrokes, after a one-letter query', () => {
    const filter = (request: number, query: string): CatalogRequest => ({ type: 'match', request, filters: { ...DEFAULT_FILTERS, query }, limit: 0, now: 0, facets: false, ids: true });
    const count = (request: number, query: string): CatalogRequest => ({ ...filter(request, query), facets: true, ids: false }) as CatalogRequest;
    let finds: MockInstance<FirstPositions['step']>;
    beforeEach(() => {
      finds = vi.spyOn(FirstPositions.prototype, 'step');
    });
    afterEach(() => finds.mockRestore());

    it('finds where the matches hold the letter, and the next keystroke types on from there to the same answers', async () => {
      const keeps = vi.spyOn(WordScorer.prototype, 'keep');
      try {
        const { ask } = await hostOf();
        await ask(filter(2, 'i'));
        // The facets' count of the same query, in between, keeps what is found.
        await ask(count(3, 'i'));
        await vi.waitFor(() => expect(finds.mock.results.at(-1)?.value).toBe(true));
        keeps.mockClear();
        const typedOn = await ask(filter(4, 'it'));
        const extended = keeps.mock.calls.map(([, , , positions]) => positions?.extends?.word);
        expect(extended).toContain('i');
        const afresh = await (await hostOf()).ask(filter(2, 'it'));
        expect(Array.from(typedOn!.ids)).toEqual(Array.from(afresh!.ids));
        expect(typedOn!.total).toBeGreaterThan(0);
      } finally {
        keeps.mockRestore();
      }
    });

    it('answers the one-letter query once when it finds the host idle, then finds the positions', async () => {
      const { ask, replies } = await hostOf();
      // Idle: the loop that answered the append has ended.
      await new Promise((resolve) => setTimeout(resolve, 20));
      await ask(filter(2, 'i'));
      await vi.waitFor(() => expect(finds.mock.results.at(-1)?.value).toBe(true));
      // Stepped again from inside its own slice, it answered twice and dropped the finding queued first.
      expect(replies.slice(1).map((response) => response.type)).toEqual(['matched']);
    });

    it('finds them in slices of a few milliseconds: the next keystroke waits for the slice under way', async () => {
      const { ask } = await hostOf();
      await ask(filter(2, 'i'));
      await vi.waitFor(() => expect(finds.mock.results.at(-1)?.value).toBe(true));
      const budgets = finds.mock.calls.map(([budgetMs]) => budgetMs);
      expect(budgets.length).toBeGreaterThan(0);
      expect(Math.max(...budgets)).toBeLessThanOrEqual(4);
    });

    it('looks for nothing after a one-digit word, and the next keystroke matches to the same answers', async () => {
      const { ask } = await hostOf();
      await ask(filter(2, 'item 4'));
      await ask(count(3, 'item 4'));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(finds).not.toHaveBeenCalled();
      const typedOn = await ask(filter(4, 'item 42'));
      const afresh = await (await hostOf()).ask(filter(2, 'item 42'));
      expect(Array.from(typedOn!.ids)).toEqual(Array.from(afresh!.ids));
      expect(typedOn!.total).toBeGreaterThan(0);
      // A letter as the last word is looked for, as before.
      await ask(filter(5, 'item 4 r'));
      await vi.waitFor(() => expect(finds.mock.results.at(-1)?.value).toBe(true));
    });

    it('answers keystrokes sent before the one before was answered, each with its count, as a host asked each afresh', async () => {
      const { host, ask } = await hostOf();
      const afresh = (query: string) => {
        const job = new CatalogMatchJob(host.store, { ...DEFAULT_FILTERS, query }, { limit: 0 });
        while (!job.step(1_000));
        return Array.from(job.result().ids);
      };
      let request = 10;
      for (const typed of ['item-0001', 'generated i', 'txt']) {
        const typedOn: Array<{ query: string; answer: Promise<Extract<CatalogResponse, { type: 'matched' }> | undefined> }> = [];
        const counts: Array<Promise<unknown>> = [];
        for (let length = 1; length <= typed.length; length += 1) {
          const query = typed.slice(0, length);
          typedOn.push({ query, answer: ask(filter((request += 1), query)) });
          counts.push(ask(count((request += 1), query)));
          // Now and then a pause, so that what the host finds between keystrokes is under way when the next comes.
          if (length % 3 === 0) await new Promise((resolve) => setTimeout(resolve, 1));
        }
        await Promise.all(counts);
        for (const { query, answer } of typedOn) expect(Array.from((await answer)!.ids), query).toEqual(afresh(query));
        await ask(filter((request += 1), ''));
      }
    });

    it('looks for nothing once another query is matched before it starts, nor after a word of more letters', async () => {
      const { host, ask } = await hostOf();
      // Answered within `receive`; the next query is queued before the finding's first slice.
      host.receive(filter(2, 'i'));
      await ask(filter(3, 'it'));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(finds).not.toHaveBeenCalled();
    });
  });

  it("warms a worker's matching up once past 50,000 resources, answering nobody, behind a match asked meanwhile and to the same answers", async () => {
    const warmUpSteps = vi.spyOn(MatchWarmUp.prototype, 'step');
    // The warm-up finds a one-letter word's positions as the host does after answering a match: more findings than the asked matches make.
    // Counted as findings made, not slices run: how many slices one takes depends on the machine's speed.
    const findings = vi.spyOn(FirstPositions.prototype, 'step');
    const findingsMade = () => new Set(findings.mock.contexts).size;
    try {
      const answered = async (warmUp: boolean) => {
        const replies: Array<Extract<CatalogResponse, { request: number }>> = [];
        const waiting = new Map<number, () => void>();
        const host = new CatalogHost(
          (response) => {
            if (!('request' in response)) return;
            replies.push(response);
            waiting.get(response.request)?.();
          },
          1,
          { warmUp },
        );
        const ask = (request: CatalogRequest) => {
          const answer = new Promise<void>((resolve) => waiting.set(request.request, resolve));
          host.receive(request);
          return answer;
        };
        const rank = (request: number, query: string): CatalogRequest => ({ type: 'match', request, filters: { ...DEFAULT_FILTERS, query }, limit: 20, now: 0, facets: false, ids: true });
        await ask({ type: 'append', request: 1, serverId: 'files', resources: page(0, 49_999) });
        const stepsBefore = warmUpSteps.mock.calls.length;
        await ask({ type: 'append', request: 2, serverId: 'files', resources: page(49_999, 1) });
        // Queued behind the append that crossed the threshold; the match is asked before its first slice.
        await ask(rank(3, 'item 1'));
        const doneBeforeMatch = warmUpSteps.mock.results.some((result) => result.value === true);
        await ask(rank(4, 'item 12'));
        await vi.waitFor(() => expect(warmUp ? warmUpSteps.mock.results.at(-1)?.value : true).toBe(true));
        const stepsWhenDone = warmUpSteps.mock.calls.length;
        await ask({ type: 'append', request: 5, serverId: 'files', resources: page(50_000, 10) });
        await ask(rank(6, 'item 1'));
        await new Promise((resolve) => setTimeout(resolve, 50));
        return { replies, stepsBefore, doneBeforeMatch, stepsAfterDone: warmUpSteps.mock.calls.length - stepsWhenDone };
      };
      const cold = await answered(false);
      expect(warmUpSteps).not.toHaveBeenCalled();
      const coldFindings = findingsMade();
      const warm = await answered(true);
      expect(warm.stepsBefore).toBe(0);
      expect(warm.doneBeforeMatch).toBe(false);
      expect(warmUpSteps.mock.calls.length).toBeGreaterThan(1);
      expect(warm.stepsAfterDone).toBe(0);
      expect(findingsMade() - coldFindings).toBeGreaterThan(coldFindings);
      expect(warm.replies.map(({ request }) => request)).toEqual([1, 2, 3, 4, 5, 6]);
      const matched = (replies: typeof warm.replies) =>
        replies.filter((reply): reply is Extract<CatalogResponse, { type: 'matched' }> => reply.type === 'matched').map(({ ids, ranked, total }) => ({ ids: Array.from(ids), ranked: Array.from(ranked), total }));
      expect(matched(warm.replies)).toEqual(matched(cold.replies));
    } finally {
      warmUpSteps.mockRestore();
      findings.mockRestore();
    }
  });

  it('trims the store to fit once the catalog has been quiet, and matches the same after it; a host that works nothing ahead does not', { timeout: 30_000 }, async () => {
    const hosts = [askingHost(true), askingHost(false)];
    for (const { ask } of hosts) await ask({ type: 'append', request: 1, serverId: 'files', resources: page(0, 5_000) });
    const [worker, onPage] = hosts as [AskingHost, AskingHost];
    const listed = worker.host.store.byteLength;
    expect(onPage.host.store.byteLength).toBe(listed);
    await vi.waitFor(() => expect(worker.host.store.byteLength).toBeLessThan(listed * 0.8), { timeout: 5_000, interval: 100 });
    expect(onPage.host.store.byteLength).toBe(listed);
    const match = (request: number, query: string): CatalogRequest => ({ type: 'match', request, filters: { ...DEFAULT_FILTERS, query }, limit: 20, now: 0, facets: false, ids: true });
    const answer = async (ask: AskingHost['ask'], request: CatalogRequest) => {
      const { ids, ranked, total } = (await ask(request)) as Extract<CatalogResponse, { type: 'matched' }>;
      return { ids: Array.from(ids), ranked: Array.from(ranked), total };
    };
    for (const [request, query] of [[2, 'item 42'], [3, 'readme'], [4, 'q']] as const) expect(await answer(worker.ask, match(request, query))).toEqual(await answer(onPage.ask, match(request, query)));
  });

  it("answers a palette's one-character query from the rankings made ahead once no request has come for a while, as a job would, then finds its matches for the next keystroke to type on from, and not after the catalog changes", { timeout: 60_000 }, async () => {
    const rank = (request: number, query: string, filters = {}): CatalogRequest => ({ type: 'match', request, filters: { ...DEFAULT_FILTERS, ...filters, query }, limit: 51, now: 0, facets: false, ids: false });
    const ranking = (response: CatalogResponse) => {
      const { ranked, total } = response as Extract<CatalogResponse, { type: 'matched' }>;
      return { ranked: Array.from(ranked), total };
    };
    const ahead = askingHost(true).ask;
    const plain = askingHost(false).ask;
    for (const ask of [ahead, plain]) await ask({ type: 'append', request: 1, serverId: 'files', resources: page(0, 60_000) });
    const gets = vi.spyOn(LetterRankings.prototype, 'get');
    try {
      // Asked at once, before the catalog has been quiet: ranked by a job.
      expect(ranking(await ahead(rank(2, 'e')))).toEqual(ranking(await plain(rank(2, 'e'))));
      expect(gets).not.toHaveBeenCalled();
      // Requests coming every 100 ms (someone typing) keep putting the rankings off.
      for (let request = 100; request < 110; request += 1) {
        await ahead(rank(request, 'z'));
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(gets).not.toHaveBeenCalled();
      await vi.waitFor(
        async () => {
          await ahead(rank(3, 'x'));
          expect(gets.mock.results.at(-1)?.value).toBeDefined();
        },
        // Each attempt is a request, which puts the rankings off for half a second.
        { timeout: 20_000, interval: 1_000 },
      );
      const served = gets.mock.calls.length;
      const keeps = vi.spyOn(WordScorer.prototype, 'keep');
      const finds = vi.spyOn(FirstPositions.prototype, 'step');
      try {
        expect(ranking(await ahead(rank(4, 'e')))).toEqual(ranking(await plain(rank(4, 'e'))));
        // Answered from the rankings, the letter's matches and where they hold it are found after it, for the next
        // keystroke, as after a job. (The plain host answers `e` again from its last ranking, and finds nothing.)
        await vi.waitFor(() => expect(finds.mock.results.some((result) => result.value === true)).toBe(true));
        keeps.mockClear();
        const typedOn = ranking(await ahead(rank(41, 'em')));
        expect(keeps.mock.calls.map(([, , , positions]) => positions?.extends?.word)).toContain('e');
        expect(typedOn).toEqual(ranking(await plain(rank(41, 'em'))));
        expect(typedOn.total).toBeGreaterThan(0);
      } finally {
        keeps.mockRestore();
        finds.mockRestore();
      }
      for (const [request, query] of [[5, 'I'], [6, ' 7 ']] as const) expect(ranking(await ahead(rank(request, query)))).toEqual(ranking(await plain(rank(request, query))));
      expect(gets.mock.calls.length).toBe(served + 3);
      // A facet chosen, or two words: ranked by a job.
      await ahead(rank(7, 'e', { mimeFamilies: ['text'] }));
      await ahead(rank(8, 'em'));
      expect(gets.mock.calls.length).toBe(served + 3);
      // A page more, then quiet: ranked again, the new resources too.
      for (const ask of [ahead, plain]) await ask({ type: 'append', request: 9, serverId: 'files', resources: page(60_000, 5_000) });
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(ranking(await ahead(rank(10, 'e')))).toEqual(ranking(await plain(rank(10, 'e'))));
      expect(gets.mock.calls.length).toBe(served + 4);
      // A page more, asked at once: the rankings no longer hold, and a job ranks.
      for (const ask of [ahead, plain]) await ask({ type: 'append', request: 11, serverId: 'files', resources: page(65_000, 5_000) });
      expect(ranking(await ahead(rank(12, 'e')))).toEqual(ranking(await plain(rank(12, 'e'))));
      expect(gets.mock.calls.length).toBe(served + 4);
    } finally {
      gets.mockRestore();
    }
  });

  it('drops what is queued and the work made ahead once closed, and answers nothing after', { timeout: 30_000 }, async () => {
    const { host, ask } = askingHost(true);
    await ask({ type: 'append', request: 1, serverId: 'files', resources: page(0, 5_000) });
    const listed = host.store.byteLength;
    const replies: string[] = [];
    host.close();
    void ask({ type: 'stats', request: 2 }).then((response) => replies.push(response.type));
    void ask({ type: 'append', request: 3, serverId: 'files', resources: page(5_000, 100) }).then((response) => replies.push(response.type));
    // Past the quiet spell after which the store would be trimmed.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(replies).toEqual([]);
    expect(host.store.byteLength).toBe(listed);
    expect(host.store.size).toBe(5_000);
  });

  it('hands everything it holds to a host that holds nothing, which answers as it did with the same ids, and answers nothing after', { timeout: 30_000 }, async () => {
    const from = askingHost(false);
    await from.ask({ type: 'append', request: 1, serverId: 'files', resources: page(0, 3_000) });
    await from.ask({ type: 'append', request: 2, serverId: 'docs', resources: page(3_000, 500) });
    await from.ask({ type: 'clear', request: 3, serverId: 'docs' });
    await from.ask({ type: 'append', request: 4, serverId: 'more', resources: page(3_500, 700) });
    const match = (request: number, query: string, filters = {}): CatalogRequest => ({ type: 'match', request, filters: { ...DEFAULT_FILTERS, ...filters, query }, limit: 20, now: 0, facets: false, ids: true });
    const answer = async (ask: AskingHost['ask'], request: CatalogRequest) => {
      const { ids, ranked, total, epoch } = (await ask(request)) as Extract<CatalogResponse, { type: 'matched' }>;
      return { ids: Array.from(ids), ranked: Array.from(ranked), total, epoch };
    };
    const queries = [match(5, 'item 42'), match(6, 'résumé'), match(7, 'q', { servers: ['more'] }), match(8, '', { mimeFamilies: ['image'] })];
    const before = [];
    for (const request of queries) before.push(await answer(from.ask, request));
    const ids = Int32Array.from({ length: 4_200 }, (_, id) => id);
    const rowsBefore = (await from.ask({ type: 'rows', request: 9, ids, epoch: undefined })) as Extract<CatalogResponse, { type: 'rows' }>;

    const handed = (await from.ask({ type: 'handOver', request: 10 })) as Extract<CatalogResponse, { type: 'handedOver' }>;
    expect(handed.type).toBe('handedOver');
    const to = askingHost(true);
    // As a worker gets it: a structured clone, the columns transferred.
    const { state } = handed;
    const received = structuredClone(state, { transfer: Object.values(state.store.columns).map((column) => column.buffer) });
    expect((await to.ask({ type: 'adopt', request: 1, state: received })).type).toBe('adopted');
    for (const [index, request] of queries.entries()) expect(await answer(to.ask, request)).toEqual(before[index]);
    const rowsAfter = (await to.ask({ type: 'rows', request: 9, ids, epoch: undefined })) as Extract<CatalogResponse, { type: 'rows' }>;
    expect(rowsAfter.rows).toEqual(rowsBefore.rows);
    expect(rowsAfter.rows.filter(Boolean)).toHaveLength(3_700);
    // Appends go on from the ids handed out.
    const appended = (await to.ask({ type: 'append', request: 11, serverId: 'files', resources: page(4_200, 10) })) as Extract<CatalogResponse, { type: 'appended' }>;
    expect(appended.first).toBe(4_200);

    // The host that handed its store over answers nothing after; one that holds resources takes nothing over.
    const replies: string[] = [];
    void from.ask({ type: 'stats', request: 12 }).then((response) => replies.push(response.type));
    expect(((await to.ask({ type: 'adopt', request: 13, state: received })) as Extract<CatalogResponse, { type: 'failed' }>).message).toMatch(/holds nothing yet/);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(replies).toEqual([]);
  });
});
