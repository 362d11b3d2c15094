import { routeTableSchema } from '@site/contracts/route-entry-schema';
import type { VisitorLiveMapSection, VisitorLiveMap } from '@site/contracts/remotes-manifest';
import type { DevPorts } from '@site/contracts/dev-ports';
import type { RouteTable } from '@site/contracts/route-entry';
import { SECTIONS } from '@site/contracts/sections';
import type { RemotesSource } from '../remotes-source.ts';

/**
 * `/remotes.json` in `npm run dev`: every section served live by its own dev server. A section
 * whose dev server is not running is left out, so the rest of the site still works.
 */
export class DevRemotes implements RemotesSource {
  constructor(
    private readonly ports: DevPorts,
    private readonly host = 'localhost',
  ) {}

  /** The shell's route table, from the shell's dev server (empty while it is not running). */
  async shellRouteTable(): Promise<RouteTable> {
    return (await this.routeTableAt(`http://${this.host}:${this.ports.shell}`)) ?? { routes: [], redirects: [] };
  }

  async remotesManifest(): Promise<VisitorLiveMap> {
    const sections = await Promise.all(SECTIONS.map((name) => this.section(name)));
    return { generatedAt: new Date().toISOString(), sections: sections.filter((section): section is VisitorLiveMapSection => section !== null) };
  }

  private async section(name: (typeof SECTIONS)[number]): Promise<VisitorLiveMapSection | null> {
    const origin = `http://${this.host}:${this.ports.sections[name]}`;
    const routeTable = await this.routeTableAt(origin);
    return routeTable && { name, version: 'dev', manifestUrl: `${origin}/mf-manifest.json`, routeTable };
  }

  /** The route table a dev server writes beside its bundles; null when it does not answer. */
  private async routeTableAt(origin: string): Promise<RouteTable | null> {
    try {
      const response = await fetch(`${origin}/route-table.json`, { signal: AbortSignal.timeout(1000) });
      return response.ok ? routeTableSchema.parse(await response.json()) : null;
    } catch {
      return null;
    }
  }
}

/** Every dev server of `npm run dev`, the shell's first: each publishes its pages' documents again after every edit. */
export function devServerOrigins(ports: DevPorts, host = 'localhost'): string[] {
  return [ports.shell, ...Object.values(ports.sections)].map((port) => `http://${host}:${port}`);
}
