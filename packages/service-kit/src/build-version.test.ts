import { describe, expect, test } from 'vitest';
import { BUILD_FILES, contentVersionOf, type BuildFile } from './build-version.ts';

const file = (path: string, sha256: string): BuildFile => ({ path, sha256, bytes: 1 });

describe("a build's version named from its content", () => {
  test('the same files in any order name the same version, under the package version', () => {
    const files = [file('remoteEntry.js', 'a'.repeat(64)), file('main.js', 'b'.repeat(64))];
    const version = contentVersionOf(files, '1.2.3');
    expect(version).toMatch(/^1\.2\.3-[0-9a-f]{10}$/);
    expect(contentVersionOf(files.toReversed(), '1.2.3')).toBe(version);
  });

  test('a changed file changes the version; a descriptive file does not', () => {
    const files = [file('main.js', 'b'.repeat(64))];
    const version = contentVersionOf(files, '1.0.0');
    expect(contentVersionOf([file('main.js', 'c'.repeat(64))], '1.0.0')).not.toBe(version);
    expect(contentVersionOf([...files, file(BUILD_FILES, 'd'.repeat(64)), file('bundle-report.json', 'e'.repeat(64))], '1.0.0')).toBe(version);
  });
});
