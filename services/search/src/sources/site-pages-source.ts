/**
 * Everything the pages index holds: the page documents of whatever is live, and the case studies'
 * pages from the content database. One index over both, so a case study and the page of its
 * industry are ranked against each other on one scale.
 *
 * The pages must stay searchable when the database is not: case studies are kept as last read
 * (none before the first read), and the version says which read that was, so the index is rebuilt
 * when the studies change or come back.
 */
import type { SitePage } from '../index-specs.ts';
import type { DocumentSource } from '../live-index.ts';
import type { PageDocumentsSource } from './page-documents-source.ts';
import type { Warn } from './published-pages.ts';

interface CaseStudiesRead {
  version: string;
  pages: SitePage[];
}

export class SitePagesSource implements DocumentSource<SitePage> {
  #caseStudies: CaseStudiesRead | undefined;
  /** Whether the last read of the case studies failed: an outage is reported once, not every re-check. */
  #failing = false;

  constructor(
    private readonly pages: PageDocumentsSource,
    private readonly caseStudies: DocumentSource<SitePage>,
    private readonly warn: Warn = () => {},
  ) {}

  /** The live pages' version and the case studies' (as last read successfully). */
  async version(): Promise<string> {
    const [pages] = await Promise.all([this.pages.version(), this.readCaseStudies()]);
    return `${pages}|case-studies:${this.#caseStudies?.version ?? 'none'}`;
  }

  async documents(): Promise<SitePage[]> {
    if (!this.#caseStudies) await this.readCaseStudies();
    const pages: SitePage[] = await this.pages.documents();
    return [...pages, ...(this.#caseStudies?.pages ?? [])];
  }

  /** Reads the case studies again when they changed; a failure keeps the last read. */
  private async readCaseStudies(): Promise<void> {
    try {
      const version = await this.caseStudies.version();
      if (version !== this.#caseStudies?.version) this.#caseStudies = { version, pages: await this.caseStudies.documents() };
      this.#failing = false;
    } catch (error) {
      if (!this.#failing) this.warn({ err: error }, 'case studies could not be read; pages are searched with the case studies last read');
      this.#failing = true;
    }
  }
}
