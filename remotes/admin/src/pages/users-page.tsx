import type { PageProps } from '@site/contracts/remote-module';
import { AdminFrame } from '../components/admin-frame.tsx';
import { AdminGate } from '../components/admin-gate.tsx';
import { PeopleSection } from '../users/people-section.tsx';
import { TokensSection } from '../users/tokens-section.tsx';

/** `/admin/users` (ADMIN): who may administer the site, with what role, their sessions, and the API tokens of section teams' CI. */
export default function UsersPage({ entry }: PageProps) {
  return (
    <AdminGate entry={entry}>
      {(session) => (
        <AdminFrame session={session} title={entry.title} lead={entry.description}>
          <PeopleSection currentUserId={session.user.id} />
          <TokensSection />
        </AdminFrame>
      )}
    </AdminGate>
  );
}
