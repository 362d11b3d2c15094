import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { PageDocument } from '@site/contracts/page-documents';
import { DevServersSource } from './dev-servers-source.ts';

const page = (url: string, body: string): PageDocument => ({ url, title: `Title of ${url}`, description: '', category: 'legal', headings: [], body });

describe('DevServersSource', () => {
  let server: Server;
  let origin: string;
  let published: PageDocument[] = [page('/legal/privacy', 'first draft')];
  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url !== '/page-documents.json') return void response.writeHead(404).end();
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(published));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test('indexes what each running dev server publishes, sees an edit as a new version, and names a stopped server once', async () => {
    const warnings: string[] = [];
    const stopped = 'http://127.0.0.1:9';
    const source = new DevServersSource([origin, stopped], (details) => warnings.push((details as { url: string }).url));
    expect(await source.documents()).toEqual(published);
    const before = await source.version();
    published = [page('/legal/privacy', 'second draft')];
    expect(await source.version()).not.toBe(before);
    expect((await source.documents())[0]?.body).toBe('second draft');
    expect(warnings).toEqual([`${stopped}/page-documents.json`]);
  });
});
