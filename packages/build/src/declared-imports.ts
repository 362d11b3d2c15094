/**
 * A section may import only the npm packages its package.json names. In one repository they all
 * resolve (npm hoists every workspace's packages to the root), so a package another team added
 * would build here and then be missing, or another version, wherever the section is built alone.
 */
import path from 'node:path';
import type webpack from 'webpack';

export interface ImportEdge {
  /** The importing file (absolute), when it is a file. */
  from: string | undefined;
  /** The imported file (absolute). */
  to: string;
}

/** The npm package a file belongs to (`chart.js`, `@scope/name`), or undefined for one outside node_modules. */
export function packageOf(file: string): string | undefined {
  const marker = `${path.sep}node_modules${path.sep}`;
  const at = file.lastIndexOf(marker);
  if (at === -1) return undefined;
  const [first = '', second = ''] = file.slice(at + marker.length).split(path.sep);
  return first.startsWith('@') ? `${first}/${second}` : first;
}

/** Each package the section's own source (`<appDir>/src`) imports without declaring it, with one file that does. */
export function undeclaredImports(edges: Iterable<ImportEdge>, appDir: string, declared: ReadonlySet<string>): Map<string, string> {
  const source = path.join(appDir, 'src') + path.sep;
  const undeclared = new Map<string, string>();
  for (const { from, to } of edges) {
    if (!from?.startsWith(source)) continue;
    const name = packageOf(to);
    if (name !== undefined && !declared.has(name) && !undeclared.has(name)) undeclared.set(name, path.relative(appDir, from));
  }
  return undeclared;
}

/** The import edges of a finished compilation, between files. */
export function importEdgesOf(compilation: webpack.Compilation): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const module of compilation.modules) {
    const to = (module as { resource?: string }).resource;
    if (!to) continue;
    for (const connection of compilation.moduleGraph.getIncomingConnections(module)) {
      edges.push({ from: (connection.originModule as { resource?: string } | null)?.resource, to });
    }
  }
  return edges;
}
