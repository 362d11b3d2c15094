// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadRoutePage } from './define-remote.ts';
import type { PageContent } from '@site/contracts/page-content';
import type { PageProps } from '@site/contracts/remote-module';
import type { RouteEntry } from '@site/contracts/route-entry';

const entry = { path: '/legal/cookie-policy', title: 'Cookie policy', component: 'ContentPage', componentPath: 'content-page' } as RouteEntry;
const contentSaying = (lead: string) => ({ hero: { lead }, blocks: [] }) as unknown as PageContent;

/** A content page that shows its lead. */
const page = { default: ({ content }: PageProps & { content?: PageContent }) => createElement('p', null, content?.hero.lead) };

afterEach(cleanup);

describe('a content page binds its content file', () => {
  it('renders with its copy in one step', async () => {
    const loaded = await loadRoutePage(entry, { page: async () => page, content: async () => ({ default: contentSaying('first copy') }) });
    render(createElement(loaded.default, { entry }));
    expect(screen.getByText('first copy')).toBeTruthy();
  });

  it('under hot updates, shows a changed content file in place when it announces itself, without a reload', async () => {
    let current = contentSaying('before the edit');
    const loaded = await loadRoutePage(entry, { page: async () => page, content: async () => ({ default: current }) });
    render(createElement(loaded.default, { entry }));
    expect(screen.getByText('before the edit')).toBeTruthy();
    current = contentSaying('after the edit');
    await act(async () => {
      globalThis.dispatchEvent(new Event('site:content-updated'));
      await Promise.resolve();
    });
    expect(await screen.findByText('after the edit')).toBeTruthy();
  });
});
