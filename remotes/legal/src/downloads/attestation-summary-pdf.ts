import { COMPANY } from '@site/contracts/site-links';
import { formatDate } from '@site/ui/dates';
import trustCentre from '../content/legal/trust-centre.ts';
import { contentPdf } from './content-pdf.ts';

/** The attestation summary the trust centre offers: the trust centre's own copy, as a PDF to file with supplier records. */
export function attestationSummaryPdf(): Promise<Uint8Array> {
  return contentPdf({
    issuer: COMPANY.name,
    title: 'Attestation summary',
    subtitle: `The facts of the trust centre on our website, as updated on ${formatDate(trustCentre.updated ?? '')}`,
    content: trustCentre,
    footer: `${COMPANY.name} Ltd   ·   Security reports: ${COMPANY.securityEmail}`,
    subject: 'Keyline’s PCI DSS and Cyber Essentials Plus certificates, what they cover, its sub-processors and security contact',
  });
}
