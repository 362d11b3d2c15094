import { readBuildFiles } from '@site/service-kit/build-files';
import { contentVersionOf } from '@site/service-kit/build-version';

/**
 * A version label derived from a build's own record of its files (`build-files.json`): the same
 * build always gets the same label, whatever else lies in its folder.
 */
export async function contentVersion(buildDir: string, packageVersion: string): Promise<string> {
  return contentVersionOf((await readBuildFiles(buildDir)).files, packageVersion);
}
