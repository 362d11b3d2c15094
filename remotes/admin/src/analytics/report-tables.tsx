import type { ReactNode } from 'react';
import { css } from '@emotion/react';
import { DIRECT_SOURCE, type AnalyticsReport } from '@site/contracts/analytics';
import { LEAD_FORM_TITLES, LEAD_FORMS, type LeadForm } from '@site/contracts/lead-forms';
import { theme } from '@site/ui/theme';
import { muted, panel, readableAddress, sectionTitle, withinTableFrame } from '../components/admin-styles.ts';
import { RecordTable } from '../components/record-table.tsx';
import { conversionRate, formatCount, formatRate } from './figures.ts';
import { formatPeriod } from './period.ts';

/** A number's cell: right-aligned, digits of one width (`&&` outranks the table's own left alignment). */
const numeric = css({ '&&': { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } });
/** A row's name, in the weight of the other cells. */
const rowName = { fontWeight: theme.fontWeight.regular } as const;

/** The caption stays in view, as wide as the frame, while the table scrolls sideways under it. */
function Caption({ children }: { children: ReactNode }) {
  return (
    <caption css={{ textAlign: 'left', padding: 0 }}>
      <span css={[withinTableFrame, { display: 'block', padding: `${theme.space.sm} 0`, fontWeight: theme.fontWeight.semibold }]}>{children}</span>
    </caption>
  );
}

interface ReportBlockProps {
  id: string;
  title: string;
  intro: string;
  /** What is said instead of the table when the period has no rows. */
  empty: string;
  rows: number;
  children: ReactNode;
}

function ReportBlock({ id, title, intro, empty, rows, children }: ReportBlockProps) {
  return (
    <section css={panel} aria-labelledby={id}>
      <h2 id={id} css={sectionTitle}>
        {title}
      </h2>
      <p css={muted}>{intro}</p>
      {rows === 0 ? <p css={{ margin: 0 }}>{empty}</p> : children}
    </section>
  );
}

const rateOf = (converted: number, visits: number) => formatRate(conversionRate(converted, visits));

export function PagesTable({ report }: { report: AnalyticsReport }) {
  return (
    <ReportBlock
      id="pages-title"
      title="Pages"
      intro="Entries are visits that landed on the page; converted visits saw it and then sent a lead, and conversion is their share of its visits."
      empty="No page views in this period."
      rows={report.pages.length}
    >
      <RecordTable label="Pages table">
        <Caption>Pages viewed {formatPeriod(report.from, report.to)}, most viewed first</Caption>
        <thead>
          <tr>
            <th scope="col">Page</th>
            <th scope="col">Section</th>
            <th scope="col" css={numeric}>
              Views
            </th>
            <th scope="col" css={numeric}>
              Visits
            </th>
            <th scope="col" css={numeric}>
              Entries
            </th>
            <th scope="col" css={numeric}>
              Converted visits
            </th>
            <th scope="col" css={numeric}>
              Conversion
            </th>
          </tr>
        </thead>
        <tbody>
          {report.pages.map((row) => (
            <tr key={row.path}>
              <th scope="row" css={[rowName, readableAddress]}>
                {row.path}
              </th>
              <td>{row.section}</td>
              <td css={numeric}>{formatCount(row.views)}</td>
              <td css={numeric}>{formatCount(row.visits)}</td>
              <td css={numeric}>{formatCount(row.entries)}</td>
              <td css={numeric}>{formatCount(row.convertedVisits)}</td>
              <td css={numeric}>{rateOf(row.convertedVisits, row.visits)}</td>
            </tr>
          ))}
        </tbody>
      </RecordTable>
    </ReportBlock>
  );
}

export function SourcesTable({ report }: { report: AnalyticsReport }) {
  return (
    <ReportBlock
      id="sources-title"
      title="Sources and campaigns"
      intro={`Where each visit came from: its campaign (the utm_source, utm_medium and utm_campaign of the address it landed on), else the site that linked to it, else ${DIRECT_SOURCE}: typed in, a bookmark or an app. Conversion is the share of its visits that sent a lead.`}
      empty="No visits in this period."
      rows={report.sources.length}
    >
      <RecordTable label="Sources and campaigns table">
        <Caption>Visits by source and campaign {formatPeriod(report.from, report.to)}, most visits first</Caption>
        <thead>
          <tr>
            <th scope="col">Source</th>
            <th scope="col">Medium</th>
            <th scope="col">Campaign</th>
            <th scope="col" css={numeric}>
              Visits
            </th>
            <th scope="col" css={numeric}>
              Leads
            </th>
            <th scope="col" css={numeric}>
              Conversion
            </th>
          </tr>
        </thead>
        <tbody>
          {report.sources.map((row) => (
            <tr key={`${row.source} ${row.medium ?? ''} ${row.campaign ?? ''}`}>
              <th scope="row" css={[rowName, { overflowWrap: 'anywhere' }]}>
                {row.source}
              </th>
              <td css={{ overflowWrap: 'anywhere' }}>{row.medium ?? '—'}</td>
              <td css={{ overflowWrap: 'anywhere' }}>{row.campaign ?? '—'}</td>
              <td css={numeric}>{formatCount(row.visits)}</td>
              <td css={numeric}>{formatCount(row.leads)}</td>
              <td css={numeric}>{rateOf(row.convertedVisits, row.visits)}</td>
            </tr>
          ))}
        </tbody>
      </RecordTable>
    </ReportBlock>
  );
}

const isLeadForm = (form: string): form is LeadForm => (LEAD_FORMS as readonly string[]).includes(form);

export function FormsTable({ report }: { report: AnalyticsReport }) {
  return (
    <ReportBlock id="forms-title" title="Forms" intro="Leads sent with each form." empty="No leads in this period." rows={report.forms.length}>
      <RecordTable label="Forms table">
        <Caption>Leads by form {formatPeriod(report.from, report.to)}, most first</Caption>
        <thead>
          <tr>
            <th scope="col">Form</th>
            <th scope="col" css={numeric}>
              Leads
            </th>
          </tr>
        </thead>
        <tbody>
          {report.forms.map((row) => (
            <tr key={row.form}>
              <th scope="row" css={rowName}>
                {isLeadForm(row.form) ? LEAD_FORM_TITLES[row.form] : row.form || '—'}
              </th>
              <td css={numeric}>{formatCount(row.leads)}</td>
            </tr>
          ))}
        </tbody>
      </RecordTable>
    </ReportBlock>
  );
}

export function SectionsTable({ report }: { report: AnalyticsReport }) {
  return (
    <ReportBlock
      id="sections-title"
      title="Sections"
      intro="The part of the site that served each page (the shell serves the home page, pricing and the forms). Conversion is the share of its visits that then sent a lead."
      empty="No page views in this period."
      rows={report.sections.length}
    >
      <RecordTable label="Sections table">
        <Caption>Views by section {formatPeriod(report.from, report.to)}, most viewed first</Caption>
        <thead>
          <tr>
            <th scope="col">Section</th>
            <th scope="col" css={numeric}>
              Views
            </th>
            <th scope="col" css={numeric}>
              Visits
            </th>
            <th scope="col" css={numeric}>
              Conversion
            </th>
          </tr>
        </thead>
        <tbody>
          {report.sections.map((row) => (
            <tr key={row.section}>
              <th scope="row" css={rowName}>
                {row.section}
              </th>
              <td css={numeric}>{formatCount(row.views)}</td>
              <td css={numeric}>{formatCount(row.visits)}</td>
              <td css={numeric}>{rateOf(row.convertedVisits, row.visits)}</td>
            </tr>
          ))}
        </tbody>
      </RecordTable>
    </ReportBlock>
  );
}

/** The report's four tables: pages, sources and campaigns, forms, sections. */
export function ReportTables({ report }: { report: AnalyticsReport }) {
  return (
    <>
      <PagesTable report={report} />
      <SourcesTable report={report} />
      <FormsTable report={report} />
      <SectionsTable report={report} />
    </>
  );
}
