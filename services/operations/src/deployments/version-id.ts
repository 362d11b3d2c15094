import { contentVersionOf, readBuildFiles } from '@site/build/build-files';

/**
 * A version label derived from a build's own record of its files (`build-files.json`): the same
 * build always gets the same label, whatever else lies in its folder.
 */
export async function contentVersion(buildDir: string, packageVersion: string): Promise<string> {
  return contentVersionOf((await readBuildFiles(buildDir)).files, packageVersion);
}
