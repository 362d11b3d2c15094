import type { PageProps } from '@site/contracts/remote-module';
import { ContentPage } from '@site/ui/content-page';
import { TrustCentreContacts } from '../trust-centre/trust-centre-contacts.tsx';

/**
 * The trust centre: its copy through the shared template, then the attestation summary to
 * download and the security team's mail link, which content (in-site paths and https links) cannot hold.
 */
export default function TrustCentrePage(props: PageProps) {
  return (
    <>
      <ContentPage {...props} />
      <TrustCentreContacts />
    </>
  );
}
