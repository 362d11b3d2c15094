import type { FastifyBaseLogger } from 'fastify';
import { expect, test, vi } from 'vitest';
import type { SiteSettingsSnapshot } from '../../site-settings.ts';
import { faqsOf, settingsOf } from './page-inputs.ts';

const logger = () => ({ warn: vi.fn() }) as unknown as FastifyBaseLogger & { warn: ReturnType<typeof vi.fn> };

test('settings that cannot be read leave the page with the defaults, logged', async () => {
  const snapshot = { version: 'v1' } as SiteSettingsSnapshot;
  expect(await settingsOf(async () => snapshot, logger())).toBe(snapshot);
  expect(await settingsOf(undefined, logger())).toBeUndefined();
  const log = logger();
  expect(await settingsOf(() => Promise.reject(new Error('down')), log)).toBeUndefined();
  expect(log.warn).toHaveBeenCalledOnce();
});

test('a page’s FAQ that cannot be read leaves the page without FAQ data, logged', async () => {
  const faqs = [{ question: 'Q?', answer: 'A.' }];
  expect(await faqsOf('/p', async (path) => (path === '/p' ? faqs : []), logger())).toBe(faqs);
  expect(await faqsOf('/p', undefined, logger())).toEqual([]);
  const log = logger();
  expect(await faqsOf('/p', () => Promise.reject(new Error('down')), log)).toEqual([]);
  expect(log.warn).toHaveBeenCalledOnce();
});
