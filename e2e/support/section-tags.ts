import { sectionForPath } from '@site/contracts/sections';

/**
 * Journeys are tagged with the part of the site they exercise: `@shell` or a section's name
 * (`@legal`). `npm run test:section -- legal` runs the `@legal` journeys and the `@smoke` ones
 * (the shell's frame around every section).
 */
export type SectionTag = `@${string}`;

export const sectionTag = (pagePath: string): SectionTag => `@${sectionForPath(pagePath) ?? 'shell'}`;

export const SMOKE_TAG = '@smoke';
