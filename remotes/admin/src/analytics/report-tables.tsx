import type { ReactNode } from 'react';
import { DIRECT_SOURCE, type AnalyticsReport } from '@site/contracts/analytics';
import { LEAD_FORM_TITLES, LEAD_FORMS, type LeadForm } from '@site/contracts/lead-forms';
import { muted, panel, readableAddress, sectionTitle } from '../components/admin-styles.ts';
import { conversionRate, formatCount, formatRate } from './figures.ts';
import { formatPeriod } from './period.ts';
import { ReportTable, type ReportColumns } from './report-table.tsx';

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

/** A source, medium or campaign is whatever the address said, perhaps one long word: it wraps anywhere rather than widen the table. */
const wrapAnywhere = { overflowWrap: 'anywhere' } as const;

const PAGE_COLUMNS: ReportColumns<AnalyticsReport['pages'][number]> = [
  { header: 'Page', cell: (row) => row.path, cellStyle: readableAddress },
  { header: 'Section', cell: (row) => row.section },
  { header: 'Views', cell: (row) => formatCount(row.views), numeric: true },
  { header: 'Visits', cell: (row) => formatCount(row.visits), numeric: true },
  { header: 'Entries', cell: (row) => formatCount(row.entries), numeric: true },
  { header: 'Converted visits', cell: (row) => formatCount(row.convertedVisits), numeric: true },
  { header: 'Conversion', cell: (row) => rateOf(row.convertedVisits, row.visits), numeric: true },
];

export function PagesTable({ report }: { report: AnalyticsReport }) {
  return (
    <ReportBlock
      id="pages-title"
      title="Pages"
      intro="Entries are visits that landed on the page; converted visits saw it and then sent a lead, and conversion is their share of its visits."
      empty="No page views in this period."
      rows={report.pages.length}
    >
      <ReportTable
        label="Pages table"
        caption={<>Pages viewed {formatPeriod(report.from, report.to)}, most viewed first</>}
        columns={PAGE_COLUMNS}
        rows={report.pages}
        rowKey={(row) => row.path}
      />
    </ReportBlock>
  );
}

const SOURCE_COLUMNS: ReportColumns<AnalyticsReport['sources'][number]> = [
  { header: 'Source', cell: (row) => row.source, cellStyle: wrapAnywhere },
  { header: 'Medium', cell: (row) => row.medium ?? '—', cellStyle: wrapAnywhere },
  { header: 'Campaign', cell: (row) => row.campaign ?? '—', cellStyle: wrapAnywhere },
  { header: 'Visits', cell: (row) => formatCount(row.visits), numeric: true },
  { header: 'Leads', cell: (row) => formatCount(row.leads), numeric: true },
  { header: 'Conversion', cell: (row) => rateOf(row.convertedVisits, row.visits), numeric: true },
];

export function SourcesTable({ report }: { report: AnalyticsReport }) {
  return (
    <ReportBlock
      id="sources-title"
      title="Sources and campaigns"
      intro={`Where each visit came from: its campaign (the utm_source, utm_medium and utm_campaign of the address it landed on), else the site that linked to it, else ${DIRECT_SOURCE}: typed in, a bookmark or an app. Conversion is the share of its visits that sent a lead.`}
      empty="No visits in this period."
      rows={report.sources.length}
    >
      <ReportTable
        label="Sources and campaigns table"
        caption={<>Visits by source and campaign {formatPeriod(report.from, report.to)}, most visits first</>}
        columns={SOURCE_COLUMNS}
        rows={report.sources}
        rowKey={(row) => `${row.source} ${row.medium ?? ''} ${row.campaign ?? ''}`}
      />
    </ReportBlock>
  );
}

const isLeadForm = (form: string): form is LeadForm => (LEAD_FORMS as readonly string[]).includes(form);

const FORM_COLUMNS: ReportColumns<AnalyticsReport['forms'][number]> = [
  { header: 'Form', cell: (row) => (isLeadForm(row.form) ? LEAD_FORM_TITLES[row.form] : row.form || '—') },
  { header: 'Leads', cell: (row) => formatCount(row.leads), numeric: true },
];

export function FormsTable({ report }: { report: AnalyticsReport }) {
  return (
    <ReportBlock id="forms-title" title="Forms" intro="Leads sent with each form." empty="No leads in this period." rows={report.forms.length}>
      <ReportTable
        label="Forms table"
        caption={<>Leads by form {formatPeriod(report.from, report.to)}, most first</>}
        columns={FORM_COLUMNS}
        rows={report.forms}
        rowKey={(row) => row.form}
      />
    </ReportBlock>
  );
}

const SECTION_COLUMNS: ReportColumns<AnalyticsReport['sections'][number]> = [
  { header: 'Section', cell: (row) => row.section },
  { header: 'Views', cell: (row) => formatCount(row.views), numeric: true },
  { header: 'Visits', cell: (row) => formatCount(row.visits), numeric: true },
  { header: 'Conversion', cell: (row) => rateOf(row.convertedVisits, row.visits), numeric: true },
];

export function SectionsTable({ report }: { report: AnalyticsReport }) {
  return (
    <ReportBlock
      id="sections-title"
      title="Sections"
      intro="The part of the site that served each page (the shell serves the home page, pricing and the forms). Conversion is the share of its visits that then sent a lead."
      empty="No page views in this period."
      rows={report.sections.length}
    >
      <ReportTable
        label="Sections table"
        caption={<>Views by section {formatPeriod(report.from, report.to)}, most viewed first</>}
        columns={SECTION_COLUMNS}
        rows={report.sections}
        rowKey={(row) => row.section}
      />
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
