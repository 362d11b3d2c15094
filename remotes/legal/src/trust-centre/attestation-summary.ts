/** The trust centre's attestation summary: its file among the section's downloads, and where the page offers it. */
export const ATTESTATION_SUMMARY = {
  file: 'keyline-attestation-summary.pdf',
  /** The id of the band that offers it, which the hero's "Download the attestation summary" jumps to. */
  anchor: 'attestation-summary',
} as const;
