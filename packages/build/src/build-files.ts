/**
 * `build-files.json`, the build's record of the files it produced: written last by
 * `site-build build`. The format (writing and reading it) and the version named from it are shared
 * with the servers and release tooling that store and publish builds, which must not load this
 * package at run time: they live in @site/service-kit/build-files and build-version, re-exported
 * here for the build and its tests.
 */
export { buildFilesText, listFiles, readBuildFiles, recordBuildFiles, type BuildContents } from '@site/service-kit/build-files';
export { BUILD_FILES, contentVersionOf, DESCRIPTIVE_FILES, type BuildFile } from '@site/service-kit/build-version';
