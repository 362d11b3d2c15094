import type { PageProps } from '@site/contracts/remote-module';
import { AnalyticsView } from '../analytics/analytics-view.tsx';
import { AdminFrame } from '../components/admin-frame.tsx';
import { AdminGate } from '../components/admin-gate.tsx';

/** `/admin/analytics` (ADMIN, VIEWER): the site's own analytics for a period against another, kept in the address. */
export default function AnalyticsPage({ entry }: PageProps) {
  return (
    <AdminGate entry={entry}>
      {(session) => (
        <AdminFrame session={session} title={entry.title} lead={entry.description}>
          <AnalyticsView />
        </AdminFrame>
      )}
    </AdminGate>
  );
}
