import type { DashboardPayload } from '@site/contracts/admin-api';

type LoadRow = DashboardPayload['loads'][number];

/** The section that is the workspace itself: its loads are staff at work, not visitors. */
const STAFF_SECTION = 'admin';

/**
 * Loads per section version split into what visitors loaded (the chart) and the workspace's own
 * loads by staff (a line beside it), which would otherwise dwarf the public sections on a quiet site.
 */
export function sectionLoads(loads: readonly LoadRow[]): { visitors: LoadRow[]; staff: { loads: number; errors: number } } {
  const visitors = loads.filter((row) => row.section !== STAFF_SECTION);
  const staff = loads
    .filter((row) => row.section === STAFF_SECTION)
    .reduce((sum, row) => ({ loads: sum.loads + row.loads, errors: sum.errors + row.errors }), { loads: 0, errors: 0 });
  return { visitors, staff };
}
