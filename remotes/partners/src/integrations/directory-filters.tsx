import {
  INTEGRATION_CHANNEL_LABELS,
  INTEGRATION_CHANNELS,
  INTEGRATION_CONNECTION_DETAILS,
  INTEGRATION_CONNECTION_LABELS,
  INTEGRATION_GROUPS,
  INTEGRATION_KIND_LABELS,
  INTEGRATION_REGION_LABELS,
  INTEGRATION_REGIONS,
  INTEGRATIONS_DIRECTORY_PATH,
  PAYMENT_CONNECTIONS,
  PAYMENT_KINDS,
  PLATFORM_CONNECTIONS,
  PLATFORM_KINDS,
  type IntegrationConnection,
  type IntegrationGroup,
  type IntegrationKind,
} from '@site/contracts/integrations';
import { Button } from '@site/ui/button';
import { SelectField, TextField } from '@site/ui/form-field';
import { theme } from '@site/ui/theme';
import type { DirectoryFilters, SelectFilter } from './use-directory-filters.ts';

/** One of the directory's groups in the lists: an option group, led by an option for the whole group ("All …"). */
interface GroupOptions {
  label: string;
  kinds: readonly IntegrationKind[];
  connections: readonly IntegrationConnection[];
  all: string;
}

/** The two halves of the lists, as option groups. */
const GROUP_OPTIONS: Record<IntegrationGroup, GroupOptions> = {
  payments: { label: 'Payments', kinds: PAYMENT_KINDS, connections: PAYMENT_CONNECTIONS, all: 'All gateways, acquirers and PSPs' },
  telephony: { label: 'Telephony', kinds: PLATFORM_KINDS, connections: PLATFORM_CONNECTIONS, all: 'All telephony and contact-centre platforms' },
};
const GROUPS = INTEGRATION_GROUPS.map((group) => ({ value: group, ...GROUP_OPTIONS[group] }));

/** Grid cells must be allowed to shrink below their content, or a long option widens the page on a phone. */
const shrinkable = { minWidth: 0 } as const;

interface DirectoryFiltersFormProps {
  state: DirectoryFilters;
  /** The live summary of what the filters leave, read out as it changes. */
  summary: string;
}

/** The directory's filters: a search box and four lists, each labelled, in one search landmark. */
export function DirectoryFiltersForm({ state, summary }: DirectoryFiltersFormProps) {
  const { filters, text, setFilter, setText, clear, active } = state;
  const select = (name: SelectFilter) => ({
    value: filters[name] ?? '',
    onChange: (event: { target: { value: string } }) => setFilter(name, event.target.value),
  });
  return (
    // Once the app runs, filtering happens as the visitor types or chooses, and Enter has nothing to
    // send. Before it runs (the prerendered page), Enter sends the form as an address the app applies.
    <form role="search" aria-label="Integrations" method="get" action={INTEGRATIONS_DIRECTORY_PATH} onSubmit={(event) => event.preventDefault()}>
      <fieldset css={{ ...shrinkable, margin: 0, padding: 0, border: 0 }}>
        <legend css={{ padding: 0, marginBottom: theme.space.md, fontSize: theme.fontSize.lg, fontWeight: theme.fontWeight.semibold }}>
          Find a gateway or platform
        </legend>
        <div
          css={{
            display: 'grid',
            gap: theme.space.md,
            gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 13rem), 1fr))',
            '& > *': shrinkable,
          }}
        >
          <div css={{ gridColumn: '1 / -1', ...shrinkable }}>
            <TextField
              label="Search by name or capability"
              hint="For example Worldpay, Genesys, council tax or SIP."
              type="search"
              name="q"
              autoComplete="off"
              spellCheck={false}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          </div>
          <SelectField label="Kind" name="kind" {...select('kind')}>
            <option value="">All kinds</option>
            {GROUPS.map((group) => (
              <optgroup key={group.label} label={group.label}>
                <option value={group.value}>{group.all}</option>
                {group.kinds.map((kind) => (
                  <option key={kind} value={kind}>
                    {INTEGRATION_KIND_LABELS[kind].many}
                  </option>
                ))}
              </optgroup>
            ))}
          </SelectField>
          <SelectField label="Connection" name="connection" {...select('connection')}>
            <option value="">Any connection</option>
            {GROUPS.map((group) => (
              <optgroup key={group.label} label={group.label}>
                {group.connections.map((connection) => (
                  <option key={connection} value={connection} title={INTEGRATION_CONNECTION_DETAILS[connection]}>
                    {INTEGRATION_CONNECTION_LABELS[connection]}
                  </option>
                ))}
              </optgroup>
            ))}
          </SelectField>
          <SelectField label="Channel" name="channel" {...select('channel')}>
            <option value="">Any channel</option>
            {INTEGRATION_CHANNELS.map((channel) => (
              <option key={channel} value={channel}>
                {INTEGRATION_CHANNEL_LABELS[channel]}
              </option>
            ))}
          </SelectField>
          <SelectField label="Region" name="region" {...select('region')}>
            <option value="">Any region</option>
            {INTEGRATION_REGIONS.map((region) => (
              <option key={region} value={region}>
                {INTEGRATION_REGION_LABELS[region]}
              </option>
            ))}
          </SelectField>
        </div>
      </fieldset>
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: theme.space.md, marginTop: theme.space.lg }}>
        <p role="status" css={{ margin: 0, fontWeight: theme.fontWeight.semibold }}>
          {summary}
        </p>
        {active ? (
          <Button variant="secondary" size="sm" onClick={clear}>
            Clear filters
          </Button>
        ) : null}
      </div>
    </form>
  );
}
