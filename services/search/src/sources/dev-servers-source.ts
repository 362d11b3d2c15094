import { createHash } from 'node:crypto';
import { PAGE_DOCUMENTS_FILE, type PageDocument } from '@site/contracts/page-documents';
import type { PageDocumentsSource } from './page-documents-source.ts';
import { parsePageDocuments, type Warn } from './published-pages.ts';

/**
 * `npm run dev`: the pages each running dev server publishes (it writes `page-documents.json`
 * again after every edit), so site search finds what is being written, with no build. A dev
 * server that is not running adds nothing; it is named once, and its pages join search when it answers.
 */
export class DevServersSource implements PageDocumentsSource {
  private readonly silent = new Set<string>();

  constructor(
    private readonly origins: readonly string[],
    private readonly warn: Warn = () => {},
  ) {}

  async version(): Promise<string> {
    return createHash('sha256')
      .update(JSON.stringify(await this.documents()))
      .digest('base64url');
  }

  async documents(): Promise<PageDocument[]> {
    const perServer = await Promise.all(this.origins.map((origin) => this.documentsOf(origin)));
    return perServer.flat();
  }

  private async documentsOf(origin: string): Promise<PageDocument[]> {
    const url = `${origin}/${PAGE_DOCUMENTS_FILE}`;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (!response.ok) throw new Error(`answered ${response.status}`);
      this.silent.delete(origin);
      return parsePageDocuments(await response.json(), url);
    } catch (error) {
      if (!this.silent.has(origin))
        this.warn(
          { url, error: error instanceof Error ? error.message : String(error) },
          'a dev server does not answer for its pages yet (still compiling, or not running); they join search when it does',
        );
      this.silent.add(origin);
      return [];
    }
  }
}
