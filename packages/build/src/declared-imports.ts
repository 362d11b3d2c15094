/**
 * Every package a workspace imports must be one its package.json declares. npm hoists every
 * package to the root `node_modules`, so an undeclared import works here by accident and breaks
 * when the package that did declare it drops it, or when the workspace is built on its own.
 * oxlint has no such rule; this is it, run by the test suite over every workspace.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';

const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'storybook-static', 'test-results', '.turbo', 'videos']);
/** Folders with a leading dot that hold sources (the rest, such as .git and .turbo, do not). */
const SOURCE_DOT_FOLDERS = new Set(['.storybook']);
const SPECIFIERS = [
  /(?:^|[\s;])(?:import|export)\s[^'"]*?\sfrom\s*['"]([^'"]+)['"]/g,
  /(?:^|[\s;])import\s*['"]([^'"]+)['"]/g,
  /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
  /\brequire(?:\.resolve)?\(\s*['"]([^'"]+)['"]\s*\)/g,
];

export interface UndeclaredImport {
  workspace: string;
  file: string;
  packageName: string;
}

/** The package a bare specifier names (`@scope/name/sub` → `@scope/name`), or null for a relative, absolute or built-in one. */
export function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return null;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? '');
  return builtinModules.includes(name) ? null : name;
}

export function importedPackages(source: string): Set<string> {
  const found = new Set<string>();
  for (const pattern of SPECIFIERS) {
    for (const match of source.matchAll(pattern)) {
      const name = packageOf(match[1] ?? '');
      if (name) found.add(name);
    }
  }
  return found;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory())
      return SKIPPED_FOLDERS.has(entry.name) || (entry.name.startsWith('.') && !SOURCE_DOT_FOLDERS.has(entry.name)) ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

interface PackageJson {
  name: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

const readPackage = (folder: string) => JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as PackageJson;

/**
 * The imports of one workspace folder that its package.json does not declare. The repository's
 * own tools (the root package.json's devDependencies: TypeScript, Vitest, tsx...) count as
 * declared for every workspace.
 */
export function undeclaredImports(workspaceDir: string, repoRoot: string): UndeclaredImport[] {
  const pkg = readPackage(workspaceDir);
  const tools = Object.keys(readPackage(repoRoot).devDependencies ?? {});
  const declared = new Set([
    pkg.name,
    ...tools,
    ...Object.keys({ ...pkg.dependencies, ...pkg.devDependencies, ...pkg.peerDependencies, ...pkg.optionalDependencies }),
  ]);
  return sourceFiles(workspaceDir).flatMap((file) =>
    [...importedPackages(readFileSync(file, 'utf8'))]
      .filter((name) => !declared.has(name) && !declared.has(`@types/${name}`))
      .map((packageName) => ({ workspace: pkg.name, file: path.relative(repoRoot, file), packageName })),
  );
}

/** The workspace folders the root package.json names (`packages/*`, `shell` ...). */
export function workspaceFolders(repoRoot: string): string[] {
  const root = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { workspaces: string[] };
  return root.workspaces.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [path.join(repoRoot, pattern)];
    const parent = path.join(repoRoot, pattern.slice(0, -2));
    return readdirSync(parent, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
      .map((entry) => path.join(parent, entry.name))
      .filter((folder) => {
        try {
          readFileSync(path.join(folder, 'package.json'));
          return true;
        } catch {
          return false;
        }
      });
  });
}
