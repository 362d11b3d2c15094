import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ALL_SECTIONS, type SessionInfo } from '@site/contracts/access';
import type { PageProps } from '@site/contracts/remote-module';
import { describeChecks } from '@site/contracts/registry-api';
import { RELEASE_UNITS, SECTIONS } from '@site/contracts/sections';
import { Badge } from '@site/ui/badge';
import { Button } from '@site/ui/button';
import { CheckboxField, SelectField, TextField } from '@site/ui/form-field';
import { queryClient } from '@site/ui/query-client';
import { useSearchParams } from '@site/ui/router';
import { theme } from '@site/ui/theme';
import {
  approve,
  collectGarbage,
  diffQuery,
  mintPreview,
  promote,
  registryAccessQuery,
  releaseHistoryQuery,
  releasesQuery,
  rollback,
  versionsQuery,
  type SectionRelease,
  type VersionSummary,
} from '../api/releases-api.ts';
import { AdminFrame } from '../components/admin-frame.tsx';
import { SigningKeysSection } from '../releases/signing-keys-section.tsx';
import { AdminGate } from '../components/admin-gate.tsx';
import { errorText, muted, panel, sectionTitle } from '../components/admin-styles.ts';
import { ConfirmDialog, type ConfirmRequest } from '../components/confirm-dialog.tsx';
import { formatDateTime } from '../components/format.ts';
import { RecordTable } from '../components/record-table.tsx';
import { notifySaved } from '../users/notify.ts';

/** How long a preview link lasts: the registry allows up to PREVIEW_MAX_TTL_S (7 days by default). */
const PREVIEW_DURATIONS = [
  { seconds: 3600, label: '1 hour' },
  { seconds: 8 * 3600, label: '8 hours' },
  { seconds: 24 * 3600, label: '24 hours' },
  { seconds: 7 * 24 * 3600, label: '7 days' },
] as const;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const list = (label: string, items: string[]) => (items.length > 0 ? <li>{`${label}: ${items.join(', ')}`}</li> : null);
const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'registry'] });

/** What this person may release: every section and the shell for an ADMIN (or a grant for every section), a RELEASER's own sections. */
const releasableSections = (session: SessionInfo): string[] =>
  session.user.role === 'ADMIN' || session.user.sections.includes(ALL_SECTIONS)
    ? [...RELEASE_UNITS]
    : SECTIONS.filter((section) => session.user.sections.includes(section));

function Metrics({ release, version }: { release: SectionRelease | undefined; version: string }) {
  const stats = release?.versions.find((candidate) => candidate.version === version);
  if (!stats || stats.loads === 0) return <span css={{ color: theme.color.muted }}>no loads yet</span>;
  return (
    <span>
      {stats.loads} loads, {stats.errors} errors ({(stats.errorRate ?? 0).toFixed(1)} %){stats.p75Ms !== null ? `, p75 ${Math.round(stats.p75Ms)} ms` : ''}
    </span>
  );
}

const VERDICTS = { rollback: 'worse than live', healthy: 'healthy', 'insufficient-data': 'no verdict yet' } as const;

/** The judge's verdict on the running canary, what it still waits for, and when it is held if still undecided. */
function CanaryJudgement({ canary, judgement }: { canary: NonNullable<SectionRelease['canary']>; judgement: SectionRelease['judgement'] }) {
  return (
    <span css={{ display: 'block' }} data-testid="canary-judgement">
      {judgement ? (
        <>
          The judge: {VERDICTS[judgement.verdict]}
          {judgement.waitingFor ? `, waiting for ${judgement.waitingFor}` : ''}.
        </>
      ) : null}
      <span css={{ display: 'block', color: theme.color.muted }}>
        {canary.heldSince
          ? `Held since ${formatDateTime(canary.heldSince)}: it reached its longest duration undecided, and takes no further step until someone promotes it or aborts it.`
          : canary.deadline
            ? `Held at its share if still undecided at ${formatDateTime(canary.deadline)}.`
            : null}
      </span>
    </span>
  );
}

function Diff({ section, a, b }: { section: string; a: string; b: string }) {
  const diff = useQuery(diffQuery(section, a, b), queryClient);
  if (diff.isError) return <p css={errorText}>The difference could not be read: {diff.error.message}</p>;
  if (!diff.data) return <p>Comparing…</p>;
  const { routes, bytes, files } = diff.data;
  return (
    <ul css={{ margin: 0, paddingLeft: '1.25rem', display: 'grid', gap: theme.space.xs, overflowWrap: 'anywhere' }} data-testid="version-diff">
      <li>
        Size {kb(bytes.a)} → {kb(bytes.b)} ({bytes.delta >= 0 ? '+' : ''}
        {kb(bytes.delta)})
      </li>
      {list('Routes added', routes.added)}
      {list('Routes removed', routes.removed)}
      {list('Routes changed', routes.changed)}
      {routes.added.length + routes.removed.length + routes.changed.length === 0 ? <li>No route changes</li> : null}
      <li>
        Files: {files.added.length} added, {files.removed.length} removed, {files.changed.length} changed
      </li>
    </ul>
  );
}

/** What an approver checks before approving: where the build came from, who published it, and what it changes against live. */
function ApprovalSubject({ section, version, live }: { section: string; version: VersionSummary; live: string | undefined }) {
  const dirty = version.dirty === null ? 'not recorded' : version.dirty ? 'Yes: built from uncommitted changes' : 'No: built from a clean tree';
  return (
    <div css={{ display: 'grid', gap: theme.space.sm, overflowWrap: 'anywhere' }} data-testid="approval-subject">
      {/* Label above value on a phone, beside it where there is room: a commit or an address never squeezed into a sliver. */}
      <dl
        css={{
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr)',
          gap: `0 ${theme.space.md}`,
          margin: 0,
          '& dt': { fontWeight: theme.fontWeight.medium },
          '& dd': { marginBottom: theme.space.xs },
          '@media (min-width: 30rem)': { gridTemplateColumns: 'max-content minmax(0, 1fr)', '& dt': { fontWeight: 'inherit' } },
        }}
      >
        <dt>Version</dt>
        <dd css={{ margin: 0 }}>
          <code>{version.version}</code>
        </dd>
        <dt>Commit</dt>
        <dd css={{ margin: 0 }} data-testid="approval-commit">
          {version.commit ? <code>{version.commit}</code> : 'not recorded'}
        </dd>
        <dt>Uncommitted changes</dt>
        <dd css={{ margin: 0, ...(version.dirty ? { color: theme.color.danger, fontWeight: theme.fontWeight.medium } : {}) }} data-testid="approval-dirty">
          {dirty}
        </dd>
        <dt>Checks at publish</dt>
        <dd css={{ margin: 0, ...(version.checks && Object.values(version.checks).includes('skipped') ? { color: theme.color.danger } : {}) }}>
          {describeChecks(version.checks)}
        </dd>
        <dt>Signed</dt>
        <dd css={{ margin: 0, ...(version.signedBy ? {} : { color: theme.color.danger }) }} data-testid="approval-signed">
          {version.signedBy ? `by ${version.signedBy.name} (key ${version.signedBy.keyId}), verified at publish` : 'no: nobody vouches for this build record'}
        </dd>
        <dt>Published by</dt>
        <dd css={{ margin: 0 }} data-testid="approval-publisher">
          {version.publishedBy}, {formatDateTime(version.publishedAt)}
        </dd>
        <dt>Live now</dt>
        <dd css={{ margin: 0 }}>{live ? <code>{live}</code> : `nothing: it would be ${section}'s first live version`}</dd>
      </dl>
      {live ? (
        <div>
          <h3 css={{ margin: `0 0 ${theme.space.xs}`, fontSize: theme.fontSize.md }}>Changes from live</h3>
          <Diff section={section} a={live} b={version.version} />
        </div>
      ) : null}
    </div>
  );
}

function SectionReleases({ section, session }: { section: string; session: SessionInfo }) {
  const status = useQuery(releasesQuery, queryClient);
  const access = useQuery(registryAccessQuery, queryClient);
  const approvalRequired = access.data?.releaseApproval === 'required';
  // The admin section runs beside everyone's session: only ADMINs release it (the server says so too).
  const adminOnly = section === 'admin' && session.user.role !== 'ADMIN';
  const versions = useQuery(versionsQuery(section), queryClient);
  const history = useQuery(releaseHistoryQuery(section, 20), queryClient);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const [diffOf, setDiffOf] = useState<string | null>(null);
  const [canaryPercent, setCanaryPercent] = useState('10');
  const [previewSeconds, setPreviewSeconds] = useState(24 * 3600);
  const [previewUrl, setPreviewUrl] = useState<{ url: string; expiresAt: string } | null>(null);
  const release = status.data?.sections.find((candidate) => candidate.section === section);
  const live = release?.live ?? undefined;

  const askPromote = (version: VersionSummary, percent?: number) => {
    // Set by the boxes in the dialog: go live although links between sections break, or over a byte budget (recorded with the reason).
    let breakLinks = false;
    let overBudget = false;
    setConfirm({
      title: percent ? `Start a canary of ${section} at ${percent} %` : `Promote ${section}`,
      body: (
        <div css={{ display: 'grid', gap: theme.space.sm, overflowWrap: 'anywhere' }}>
          <p css={{ margin: 0 }}>
            {percent ? `${percent} % of visitors get` : 'Every visitor gets'} <code>{version.version}</code> instead of <code>{live ?? 'nothing'}</code>. The
            registry checks it against the live shell's contract and the links between sections first.
          </p>
          {version.judgeRollback ? (
            <p css={[errorText, { margin: 0 }]} data-testid="judge-rollback-warning">
              The canary judge rolled this version back on {formatDateTime(version.judgeRollback.at)}
              {version.judgeRollback.reason ? `: ${version.judgeRollback.reason}` : ''}. Make sure what failed is fixed.
            </p>
          ) : null}
          {version.overBudget.length > 0 ? (
            <>
              <p css={[errorText, { margin: 0 }]} data-testid="over-budget-warning">
                Over its section's byte budget: {version.overBudget.join('; ')}. Phones load every one of those bytes before the page works.
              </p>
              <CheckboxField
                label="Go ahead although it is over its byte budget"
                hint="Only on purpose: recorded in the history with your reason."
                onChange={(event) => {
                  overBudget = event.target.checked;
                }}
              />
            </>
          ) : null}
          <CheckboxField
            label="Go ahead even if links between sections break"
            hint="Only on purpose: the links it breaks are listed if it does, and recorded in the history with your reason."
            onChange={(event) => {
              breakLinks = event.target.checked;
            }}
          />
        </div>
      ),
      confirmLabel: percent ? 'Start canary' : 'Promote',
      askReason: true,
      onConfirm: async (reason) => {
        const result = await promote(section, {
          version: version.version,
          reason,
          expectLive: live ?? null,
          canaryPercent: percent,
          replace: Boolean(percent && release?.canary),
          breakLinks: breakLinks || undefined,
          overBudget: overBudget || undefined,
        });
        await refresh();
        notifySaved(
          percent ? `Canary started at ${percent} %` : 'Promoted',
          `${section} ${version.version}: ${result.action}. New page loads get it within seconds.`,
        );
      },
    });
  };
  const askApprove = (version: VersionSummary) =>
    setConfirm({
      title: `Approve ${section} for release`,
      body: (
        <div css={{ display: 'grid', gap: theme.space.sm }}>
          <p css={{ margin: 0 }}>
            You are the second person of this release: check where it was built and what it changes. Once approved, anyone who may release {section} can make it
            live or a canary.
          </p>
          <ApprovalSubject section={section} version={version} live={live} />
        </div>
      ),
      confirmLabel: 'Approve',
      askReason: true,
      onConfirm: async (reason) => {
        const result = await approve(section, version.version, { reason });
        await refresh();
        notifySaved(
          result.outcome === 'approved' ? 'Approved' : 'Already approved',
          `${section} ${version.version}, approved by ${result.approval.by}: it may now go live or be a canary.`,
        );
      },
    });
  const askRollback = () =>
    setConfirm({
      title: release?.canary ? `Abort the ${section} canary` : `Roll back ${section}`,
      body: (
        <p css={{ margin: 0, overflowWrap: 'anywhere' }} data-testid="rollback-target">
          Every visitor gets <code>{release?.rollbackTo}</code>
          {release?.canary ? ', the live version: the canary stops.' : ', the version live before this one.'}
        </p>
      ),
      confirmLabel: release?.canary ? 'Abort canary' : 'Roll back',
      danger: true,
      askReason: true,
      onConfirm: async (reason) => {
        const result = await rollback(section, { reason, expectLive: live ?? null });
        await refresh();
        notifySaved(result.action === 'canary-abort' ? 'Canary aborted' : 'Rolled back', `${section}: new page loads get the previous version within seconds.`);
      },
    });
  const askGc = async () => {
    const plan = await collectGarbage(section, 5, true);
    setConfirm({
      title: `Clean up old ${section} versions`,
      body: (
        <div css={{ display: 'grid', gap: theme.space.xs, overflowWrap: 'anywhere' }}>
          <p css={{ margin: 0 }}>
            {plan.forgotten.length === 0
              ? 'Nothing would go: the newest five and every protected version stay.'
              : `These ${plan.forgotten.length} would go: ${plan.forgotten.map((item) => item.version).join(', ')}.`}
          </p>
          {plan.protected.length > 0 ? (
            <p css={muted}>Kept on purpose: {plan.protected.map((item) => `${item.version} (${item.reasons.join(', ')})`).join('; ')}.</p>
          ) : null}
        </div>
      ),
      confirmLabel: 'Clean up',
      danger: true,
      askReason: true,
      onConfirm: async (reason) => {
        const result = await collectGarbage(section, 5, false, reason);
        await refresh();
        notifySaved('Cleaned up', `${result.forgotten.length} old ${result.forgotten.length === 1 ? 'version' : 'versions'} forgotten.`);
      },
    });
  };
  const askPreview = (version: string) =>
    setConfirm({
      title: `Preview link for ${section}`,
      body: (
        <p css={{ margin: 0, overflowWrap: 'anywhere' }}>
          Anyone with the link sees <code>{version}</code> of {section} for {PREVIEW_DURATIONS.find((option) => option.seconds === previewSeconds)?.label} (the
          preview link duration above), and gc keeps that version until then.
        </p>
      ),
      confirmLabel: 'Make the link',
      askReason: true,
      onConfirm: async (reason) => {
        const link = await mintPreview(section, version, previewSeconds, reason);
        setPreviewUrl(link);
        notifySaved('Preview link made', `Valid until ${formatDateTime(link.expiresAt)}.`);
      },
    });

  return (
    <>
      <section css={panel} aria-labelledby="live-title" data-testid={`releases-${section}`}>
        <h2 id="live-title" css={sectionTitle}>
          What visitors get
        </h2>
        {status.isError ? <p css={errorText}>The release status could not be loaded: {status.error.message}</p> : null}
        <dl css={{ display: 'grid', gridTemplateColumns: 'minmax(6rem, max-content) minmax(0, 1fr)', gap: `${theme.space.xs} ${theme.space.md}`, margin: 0 }}>
          <dt>Live</dt>
          <dd css={{ margin: 0, overflowWrap: 'anywhere' }} data-testid="live-version">
            <code>{live ?? '—'}</code>
            {release?.liveSince ? (
              <span css={{ display: 'block', color: theme.color.muted }}>
                since {formatDateTime(release.liveSince.at)}, {release.liveSince.action} by {release.liveSince.by}
              </span>
            ) : null}
            {live ? <Metrics release={release} version={live} /> : null}
          </dd>
          <dt>Canary</dt>
          <dd css={{ margin: 0, overflowWrap: 'anywhere' }}>
            {release?.canary ? (
              <>
                <code>{release.canary.version}</code> <Badge tone="accent">{release.canary.percent} % of visitors</Badge>
                {release.canary.heldSince ? <Badge tone="danger">held</Badge> : null}
                {release.canary.plan ? (
                  <span css={{ display: 'block', color: theme.color.muted }}>
                    steps {release.canary.plan.steps.join(' → ')} %, each held {release.canary.plan.intervalSeconds} s while healthy
                  </span>
                ) : null}
                <span css={{ display: 'block' }}>
                  <Metrics release={release} version={release.canary.version} />
                </span>
                <CanaryJudgement canary={release.canary} judgement={release.judgement} />
              </>
            ) : (
              'none'
            )}
          </dd>
        </dl>
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm }}>
          {/* Offered only when there is a version to return to (the live one while a canary runs). */}
          {release?.rollbackTo ? (
            <Button variant="danger" onClick={askRollback}>
              {release.canary ? 'Abort canary…' : 'Roll back…'}
            </Button>
          ) : null}
          <Button variant="ghost" onClick={() => void askGc()}>
            Clean up old versions…
          </Button>
        </div>
        {previewUrl ? (
          <p role="status" css={{ margin: 0, overflowWrap: 'anywhere' }}>
            Preview link (until {formatDateTime(previewUrl.expiresAt)}): <a href={previewUrl.url}>{previewUrl.url}</a>
          </p>
        ) : null}
      </section>

      <section css={panel} aria-labelledby="versions-title">
        <h2 id="versions-title" css={sectionTitle}>
          Versions
        </h2>
        {approvalRequired ? (
          <p css={[muted, { margin: 0 }]} data-testid="approval-required">
            This site releases a version only once someone other than its publisher has approved it.
          </p>
        ) : null}
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.md }}>
          <div css={{ maxWidth: '14rem' }}>
            <TextField
              label="Canary share (%)"
              type="number"
              min={1}
              max={99}
              value={canaryPercent}
              onChange={(event) => setCanaryPercent(event.target.value)}
            />
          </div>
          <div css={{ maxWidth: '14rem' }}>
            <SelectField label="Preview link duration" value={String(previewSeconds)} onChange={(event) => setPreviewSeconds(Number(event.target.value))}>
              {PREVIEW_DURATIONS.map((option) => (
                <option key={option.seconds} value={option.seconds}>
                  {option.label}
                </option>
              ))}
            </SelectField>
          </div>
        </div>
        {versions.isError ? <p css={errorText}>The versions could not be loaded: {versions.error.message}</p> : null}
        {versions.data ? (
          <RecordTable label={`${section} versions`}>
            <thead>
              <tr>
                <th scope="col">Version</th>
                <th scope="col">Published</th>
                <th scope="col">Size, routes</th>
                <th scope="col">In browsers (24 h)</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {versions.data.versions.map((version) => (
                <tr key={version.version} data-testid={`version-${version.version}`}>
                  {/* Wide enough for a version id and its badges on one line: the table scrolls on a phone rather than break them letter by letter. */}
                  <th scope="row" css={{ fontWeight: theme.fontWeight.medium, overflowWrap: 'anywhere', minWidth: '11rem' }}>
                    <code>{version.version}</code> {version.live ? <Badge tone="accent">live</Badge> : null} {version.canary ? <Badge>canary</Badge> : null}
                    {!version.live && version.approval ? <Badge tone="neutral">approved</Badge> : null}
                    {!version.live && version.judgeRollback ? <Badge tone="danger">rolled back by the judge</Badge> : null}
                    {version.overBudget.length > 0 ? <Badge tone="danger">over budget</Badge> : null}
                    {!version.live && !version.approval && approvalRequired ? <Badge tone="danger">needs approval</Badge> : null}
                    {version.commit ? (
                      <span css={{ display: 'block', color: theme.color.muted }}>
                        commit {version.commit.slice(0, 10)}
                        {version.dirty ? ' (uncommitted changes)' : ''}
                      </span>
                    ) : null}
                    <span css={{ display: 'block', color: theme.color.muted }} data-testid="version-checks">
                      checks {describeChecks(version.checks)}
                    </span>
                    <span css={{ display: 'block', color: version.signedBy ? theme.color.muted : theme.color.danger }} data-testid="version-signed">
                      {version.signedBy ? `signed by ${version.signedBy.name}` : 'unsigned'}
                    </span>
                  </th>
                  <td>
                    {formatDateTime(version.publishedAt)}
                    <span css={{ display: 'block', color: theme.color.muted, overflowWrap: 'anywhere' }}>{version.publishedBy}</span>
                    {version.approval ? (
                      <span css={{ display: 'block', color: theme.color.muted, overflowWrap: 'anywhere' }} data-testid="approved-by">
                        approved by {version.approval.by}
                      </span>
                    ) : null}
                  </td>
                  <td>
                    {kb(version.bytes)}, {version.routes} routes
                    {live && !version.live ? (
                      <>
                        <Button
                          size="sm"
                          variant="ghost"
                          aria-expanded={diffOf === version.version}
                          onClick={() => setDiffOf(diffOf === version.version ? null : version.version)}
                        >
                          {diffOf === version.version ? 'Hide changes' : 'Changes from live'}
                        </Button>
                        {diffOf === version.version ? <Diff section={section} a={live} b={version.version} /> : null}
                      </>
                    ) : null}
                  </td>
                  <td>
                    <Metrics release={release} version={version.version} />
                  </td>
                  <td>
                    {version.live ? null : (
                      <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.xs }}>
                        {adminOnly ? (
                          <span css={{ color: theme.color.muted }}>Only an ADMIN publishes, approves and promotes the admin section.</span>
                        ) : version.approval || !approvalRequired ? (
                          <>
                            <Button size="sm" onClick={() => askPromote(version)} aria-label={`Promote ${version.version}`}>
                              Promote…
                            </Button>
                            <Button
                              size="sm"
                              variant="secondary"
                              onClick={() => askPromote(version, Math.min(99, Math.max(1, Math.round(Number(canaryPercent)) || 10)))}
                              aria-label={`Canary ${version.version}`}
                            >
                              Canary…
                            </Button>
                          </>
                        ) : version.publishedBy === session.user.email ? (
                          <span css={{ color: theme.color.muted }} data-testid="own-version">
                            You published it: someone else approves it before it goes live.
                          </span>
                        ) : null}
                        {!adminOnly && !version.approval && version.publishedBy !== session.user.email ? (
                          <Button
                            size="sm"
                            variant={approvalRequired ? 'primary' : 'ghost'}
                            onClick={() => askApprove(version)}
                            aria-label={`Approve ${version.version}`}
                          >
                            Approve…
                          </Button>
                        ) : null}
                        <Button size="sm" variant="ghost" onClick={() => askPreview(version.version)} aria-label={`Preview link for ${version.version}`}>
                          Preview link
                        </Button>
                      </div>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </RecordTable>
        ) : (
          <p>Loading versions…</p>
        )}
      </section>

      <section css={panel} aria-labelledby="history-title">
        <h2 id="history-title" css={sectionTitle}>
          History
        </h2>
        {history.data ? (
          history.data.entries.length === 0 ? (
            <p>Nothing has been released in {section} yet.</p>
          ) : (
            <ol css={{ margin: 0, paddingLeft: '1.25rem', display: 'grid', gap: theme.space.sm, overflowWrap: 'anywhere' }} data-testid="release-history">
              {history.data.entries.map((event) => (
                <li key={event.id}>
                  <strong>{event.action}</strong> {event.fromVersion ? <code>{event.fromVersion}</code> : null}{' '}
                  {event.toVersion ? (
                    <>
                      → <code>{event.toVersion}</code>
                    </>
                  ) : null}
                  {event.percent ? ` at ${event.percent} %` : ''} by {event.actor}
                  {event.forced ? <Badge tone="danger">forced</Badge> : null}, {formatDateTime(event.createdAt)}
                  {event.reason ? <span css={{ display: 'block', color: theme.color.muted }}>“{event.reason}”</span> : null}
                </li>
              ))}
            </ol>
          )
        ) : (
          <p>Loading history…</p>
        )}
      </section>
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </>
  );
}

function Releases({ session }: { session: SessionInfo }) {
  const sections = releasableSections(session);
  const [params, setParams] = useSearchParams();
  const chosen = params.get('section');
  const section = chosen && sections.includes(chosen) ? chosen : sections[0];
  if (!section) return <p css={panel}>No section is named for you: an ADMIN can add one at Users.</p>;
  return (
    <>
      <div css={{ maxWidth: '20rem' }}>
        <SelectField label="Section" value={section} onChange={(event) => setParams({ section: event.target.value }, { replace: true })}>
          {sections.map((name) => (
            <option key={name} value={name}>
              {name === 'shell' ? 'shell (every page)' : name}
            </option>
          ))}
        </SelectField>
      </div>
      <SectionReleases key={section} section={section} session={session} />
      <SigningKeysSection session={session} />
    </>
  );
}

/** `/admin/releases` (RELEASER for their sections, ADMIN): what is live, the versions, and the release buttons. */
export default function ReleasesPage({ entry }: PageProps) {
  return (
    <AdminGate entry={entry}>
      {(session) => (
        <AdminFrame session={session} title={entry.title} lead={entry.description}>
          <Releases session={session} />
        </AdminFrame>
      )}
    </AdminGate>
  );
}
