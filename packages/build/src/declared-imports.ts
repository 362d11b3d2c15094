/**
 * A section (or the shell) may import only the npm packages its package.json names: its code the
 * packages under `dependencies`; its tests, and the code that makes its downloads when it is built
 * (`src/downloads/`, see section-downloads.ts), which never ship, those under `devDependencies` too. In one repository
 * they all resolve (npm hoists every workspace's packages to the root), so a package another team
 * added would build and test here and then be missing, or another version, wherever the section is
 * built alone. `site-build check-imports` (each app's lint) and `site-build build` both refuse it.
 */
import { readdir, readFile } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';

/** The npm package an import specifier names (`chart.js/auto` → `chart.js`, `@scope/name/sub` → `@scope/name`). */
export function packageOfSpecifier(specifier: string): string {
  const [first = '', second = ''] = specifier.split('/');
  return first.startsWith('@') ? `${first}/${second}` : first;
}

const SOURCE_FILE = /\.(ts|tsx|mts|js|jsx|mjs)$/;
/** Code that never ships (tests, and what makes the downloads at build time): it may use what the package declares for development. */
const DEVELOPMENT_FILE = /(\.test\.[cm]?[jt]sx?$|(^|\/)test-support\/|^src\/downloads\/)/;
const BUILTINS = new Set(builtinModules);

export interface PackageImport {
  /** The package imported. */
  name: string;
  /** A file that imports it, relative to the app. */
  file: string;
  /** Whether only code that never ships (tests, downloads' makers) imports it. */
  developmentOnly: boolean;
}

/** Every npm package the app's `src` imports (statically, dynamically or for its side effects), with one file that does. */
export async function packageImports(appDir: string): Promise<PackageImport[]> {
  const sourceDir = path.join(appDir, 'src');
  const files = (await readdir(sourceDir, { recursive: true }))
    .map((file) => path.join(sourceDir, file))
    .filter((file) => SOURCE_FILE.test(file) && !file.endsWith('.d.ts'));
  const found = new Map<string, PackageImport>();
  await build({
    entryPoints: files,
    bundle: true,
    write: false,
    outdir: path.join(appDir, '.imports-unused'),
    logLevel: 'silent',
    jsx: 'preserve',
    // Files other than code a section imports (pictures, Markdown) are followed no further.
    loader: { '.svg': 'empty', '.png': 'empty', '.md': 'empty', '.html': 'empty', '.css': 'empty', '.woff2': 'empty' },
    plugins: [
      {
        name: 'package-imports',
        setup(builder) {
          builder.onResolve({ filter: /^[^./]/ }, (args) => {
            if (args.path.startsWith('node:') || BUILTINS.has(args.path)) return { path: args.path, external: true };
            const name = packageOfSpecifier(args.path);
            const file = path.relative(appDir, args.importer).split(path.sep).join('/');
            const developmentOnly = DEVELOPMENT_FILE.test(file);
            const known = found.get(name);
            // Once code that ships imports it, that is the import that counts.
            if (!known || (known.developmentOnly && !developmentOnly)) found.set(name, { name, file, developmentOnly });
            return { path: args.path, external: true };
          });
        },
      },
    ],
  });
  return [...found.values()].toSorted((a, b) => a.name.localeCompare(b.name));
}

export interface PackageManifest {
  name: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

/**
 * The imports the manifest does not declare where they need it: shipping code's in `dependencies`;
 * development code's (tests, downloads' makers) in either, or among the repository's own tools
 * (`repositoryTools`: the root's devDependencies, such as vitest, which every workspace's tests run on).
 */
export function undeclaredImports(
  imports: readonly PackageImport[],
  manifest: PackageManifest,
  repositoryTools: ReadonlySet<string> = new Set(),
): PackageImport[] {
  const dependencies = new Set(Object.keys(manifest.dependencies ?? {}));
  const forDevelopment = new Set([...Object.keys(manifest.devDependencies ?? {}), ...repositoryTools]);
  return imports.filter((entry) => entry.name !== manifest.name && !dependencies.has(entry.name) && !(entry.developmentOnly && forDevelopment.has(entry.name)));
}

/** The root package.json's devDependencies, above `appDir`. */
async function repositoryToolsOf(appDir: string): Promise<Set<string>> {
  for (let dir = path.dirname(appDir); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = await readFile(path.join(dir, 'package.json'), 'utf8').then(
      (text) => JSON.parse(text) as { workspaces?: unknown; devDependencies?: Record<string, string> },
      () => null,
    );
    if (manifest?.workspaces) return new Set(Object.keys(manifest.devDependencies ?? {}));
  }
  return new Set();
}

/**
 * Why the app's imports are refused (naming each package, a file and where to declare it), or
 * null. `tests: false` (the build) looks at what ships only.
 */
export async function undeclaredImportsProblem(appDir: string, manifest: PackageManifest, { tests }: { tests: boolean }): Promise<string | null> {
  const imports = (await packageImports(appDir)).filter((entry) => tests || !entry.developmentOnly);
  const undeclared = undeclaredImports(imports, manifest, await repositoryToolsOf(appDir));
  if (undeclared.length === 0) return null;
  const named = undeclared
    .map((entry) => `${entry.name} (${entry.file}${entry.developmentOnly ? ', which does not ship: devDependencies will do' : ''})`)
    .join(', ');
  return (
    `${manifest.name} imports packages its package.json does not name: ${named}. ` +
    `Add each (npm install <name> --workspace ${manifest.name}): in this repository every package resolves, wherever it is built alone it would not.`
  );
}
