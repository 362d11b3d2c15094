import { COMPANY } from '@site/contracts/site-links';
import trustCentre from '../content/legal/trust-centre.ts';
import { contentPdf } from './content-pdf.ts';

const longDate = (isoDate: string) =>
  new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The attestation summary the trust centre offers: the trust centre's own copy, as a PDF to file with supplier records. */
export function attestationSummaryPdf(): Promise<Uint8Array> {
  return contentPdf({
    issuer: COMPANY.name,
    title: 'Attestation summary',
    subtitle: `The facts of the trust centre on our website, as updated on ${longDate(trustCentre.updated ?? '')}`,
    content: trustCentre,
    footer: `${COMPANY.name} Ltd   ·   Security reports: ${COMPANY.securityEmail}`,
    subject: 'Keyline’s PCI DSS and Cyber Essentials Plus certificates, what they cover, its sub-processors and security contact',
  });
}
