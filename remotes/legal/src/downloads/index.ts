import type { SectionDownloads } from '@site/build/section-downloads';
import { ATTESTATION_SUMMARY } from '../trust-centre/attestation-summary.ts';
import { attestationSummaryPdf } from './attestation-summary-pdf.ts';

/** The files this section offers for download, made each time it is built (see @site/build/section-downloads). */
const downloads: SectionDownloads = {
  [ATTESTATION_SUMMARY.file]: attestationSummaryPdf,
};

export default downloads;
