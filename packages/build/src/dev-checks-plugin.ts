import webpack from 'webpack';
import type { SectionName } from '@site/contracts/sections';
import { contentRuleProblemsOf } from './content-rules.ts';
import { writePageDocuments } from './page-documents.ts';
import { writeRouteTable } from './route-table-file.ts';

const NAME = 'SiteDevChecks';

/**
 * What `site-build build` checks, after every edit in `site-build dev`: the route table is read
 * afresh and published again (a new route works without a restart), and the content is checked
 * against its contract and the content rules, and the pages' documents are published for site
 * search. A problem is a compilation error, so it shows in
 * the terminal and in the browser's error overlay, naming the file and field, instead of as a
 * broken page at render time.
 */
export class DevChecksPlugin {
  constructor(
    private readonly appDir: string,
    private readonly outDir: string,
    private readonly owner: SectionName | 'shell',
  ) {}

  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.finishModules.tapPromise(NAME, async () => {
        for (const problem of await this.problems()) {
          const error = new webpack.WebpackError(problem);
          error.name = 'Site content';
          compilation.errors.push(error);
        }
      });
    });
  }

  private async problems(): Promise<string[]> {
    try {
      const table = await writeRouteTable(this.appDir, this.outDir, this.owner, { dev: true });
      const problems = await contentRuleProblemsOf(this.appDir, table, this.owner, { fresh: true });
      // Site search in dev reads these (services/search DevServersSource).
      await writePageDocuments(this.appDir, this.outDir, table, { fresh: true });
      return problems;
    } catch (error) {
      return [error instanceof Error ? error.message : String(error)];
    }
  }
}
