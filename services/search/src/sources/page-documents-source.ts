import type { PageDocument } from '@site/contracts/page-documents';
import type { DocumentSource } from '../live-index.ts';

/**
 * Where the pages index comes from: the page documents of whatever is live, and a version that
 * changes when they do (a deploy, a promote, a rollback, a rebuild).
 */
export type PageDocumentsSource = DocumentSource<PageDocument>;
