import { expect, test } from 'vitest';
import type { PageDocument } from '@site/contracts/page-documents';
import { livePageDocuments } from './live-page-documents.ts';

const page = (url: string, faqs?: PageDocument['faqs']): PageDocument => ({
  url,
  title: url,
  description: url,
  category: 'solution',
  headings: [],
  body: '',
  ...(faqs ? { faqs } : {}),
});

/** A source whose live versions the test changes, counting how often the documents are read. */
function source(initial: PageDocument[]) {
  const state = { version: 'v1', documents: initial, reads: 0, fail: false };
  return {
    state,
    version: async () => state.version,
    documents: async () => {
      state.reads++;
      if (state.fail) throw new Error('disk unavailable');
      return state.documents;
    },
  };
}

test('looks pages up by path, reading the documents again only when the live versions change', async () => {
  const live = source([page('/a', [{ question: 'Q?', answer: 'A.' }]), page('/b')]);
  const lookup = livePageDocuments(live);
  expect((await lookup('/a'))?.faqs).toEqual([{ question: 'Q?', answer: 'A.' }]);
  expect(await lookup('/missing')).toBeUndefined();
  expect(live.state.reads).toBe(1);

  live.state.version = 'v2';
  live.state.documents = [page('/c')];
  expect(await lookup('/a')).toBeUndefined();
  expect((await lookup('/c'))?.url).toBe('/c');
  expect(live.state.reads).toBe(2);
});

test('a failed read is not remembered', async () => {
  const live = source([page('/a')]);
  live.state.fail = true;
  const lookup = livePageDocuments(live);
  await expect(lookup('/a')).rejects.toThrow('disk unavailable');
  live.state.fail = false;
  expect((await lookup('/a'))?.url).toBe('/a');
});
