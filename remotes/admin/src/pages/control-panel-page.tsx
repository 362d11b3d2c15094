import { ROLE_DESCRIPTIONS } from '@site/contracts/access';
import type { PageProps } from '@site/contracts/remote-module';
import { Link } from '@site/ui/router';
import { theme } from '@site/ui/theme';
import { areasFor } from '../components/admin-areas.ts';
import { AdminFrame } from '../components/admin-frame.tsx';
import { AdminGate } from '../components/admin-gate.tsx';
import { formatDateTime } from '../components/format.ts';
import { cardGrid, muted, panel, sectionTitle } from '../components/admin-styles.ts';

/** `/admin/control-panel`: the admin home, with the areas this role may use and this session's terms. */
export default function ControlPanelPage({ entry }: PageProps) {
  return (
    <AdminGate entry={entry}>
      {(session) => {
        const areas = areasFor(session.user.role).filter((area) => area.path !== entry.path);
        return (
          <AdminFrame session={session} title={entry.title} lead={entry.description}>
            {areas.length > 0 ? (
              <ul css={cardGrid}>
                {areas.map((area) => (
                  <li key={area.path} css={panel}>
                    <h2 css={sectionTitle}>
                      <Link to={area.path}>{area.title}</Link>
                    </h2>
                    <p css={muted}>{area.description}</p>
                  </li>
                ))}
              </ul>
            ) : (
              <p css={panel}>
                The {session.user.role} role opens no other administration page yet. {ROLE_DESCRIPTIONS[session.user.role]}
              </p>
            )}
            <section css={panel} aria-labelledby="session-title">
              <h2 id="session-title" css={sectionTitle}>
                This session
              </h2>
              <dl css={{ margin: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${theme.space.xs} ${theme.space.lg}` }}>
                <dt>Role</dt>
                <dd css={{ margin: 0 }}>
                  {session.user.role}: {ROLE_DESCRIPTIONS[session.user.role]}
                </dd>
                <dt>Ends at the latest</dt>
                <dd css={{ margin: 0 }}>{formatDateTime(session.expiresAt)}</dd>
                <dt>Ends sooner</dt>
                <dd css={{ margin: 0 }}>after {Math.round(session.idleTimeoutSeconds / 60)} minutes without activity</dd>
              </dl>
            </section>
          </AdminFrame>
        );
      }}
    </AdminGate>
  );
}
