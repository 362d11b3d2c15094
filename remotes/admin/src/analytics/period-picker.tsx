import { useId, useState, type FormEvent } from 'react';
import { isDay, periodBefore } from '@site/contracts/analytics';
import { Button } from '@site/ui/button';
import { TextField } from '@site/ui/form-field';
import { theme } from '@site/ui/theme';
import { fieldset, formRow, muted, panel, sectionTitle } from '../components/admin-styles.ts';
import { formatPeriod, lastDays, periodProblems, QUICK_PERIODS, quickChoiceOf, type AnalyticsPeriod, type PeriodField } from './period.ts';

interface PeriodPickerProps {
  /** The period shown, as the address has it. */
  period: AnalyticsPeriod;
  today: string;
  onChange: (period: AnalyticsPeriod) => void;
}

/** The first letter up: a problem as a field's error ("Before the first day"). */
const sentence = (text: string | undefined) => (text ? `${text.charAt(0).toUpperCase()}${text.slice(1)}.` : undefined);

/**
 * The period and the one it is compared with. The days are a form applied with its button (a day
 * typed a digit at a time is not asked for at every digit); a quick choice applies at once, compared
 * with the days just before. Mounted again (by its key) when the address changes.
 */
export function PeriodPicker({ period, today, onChange }: PeriodPickerProps) {
  const [draft, setDraft] = useState<AnalyticsPeriod>(period);
  const [custom, setCustom] = useState(period.compareFrom !== undefined);
  const [problems, setProblems] = useState<Partial<Record<PeriodField, string>>>({});
  const radioName = useId();
  const quickId = useId();
  const quick = quickChoiceOf(period, today);
  const asked: AnalyticsPeriod = custom ? draft : { from: draft.from, to: draft.to };
  // The period just before the days as typed so far, when they make a period.
  const before = isDay(draft.from) && isDay(draft.to) && draft.from <= draft.to ? periodBefore(draft.from, draft.to) : null;
  const set = (field: PeriodField, value: string) => setDraft({ ...draft, [field]: value });

  const chooseCustom = () => {
    setCustom(true);
    // Starts from the period just before, which the reader then moves.
    setDraft({ ...draft, compareFrom: draft.compareFrom ?? before?.from ?? '', compareTo: draft.compareTo ?? before?.to ?? '' });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = periodProblems(asked);
    setProblems(found);
    if (Object.keys(found).length === 0) onChange(asked);
  };

  return (
    <section css={panel} aria-labelledby="period-title">
      <h2 id="period-title" css={sectionTitle}>
        Period
      </h2>
      <p css={muted}>Days in UTC, the first and last included, a year at most.</p>
      <div role="group" aria-labelledby={quickId} css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, alignItems: 'center' }}>
        <span id={quickId} css={{ fontWeight: theme.fontWeight.semibold }}>
          Quick choice
        </span>
        {QUICK_PERIODS.map((days) => (
          <Button
            key={days}
            size="sm"
            variant={quick === days ? 'secondary' : 'ghost'}
            aria-pressed={quick === days}
            onClick={() => onChange(lastDays(days, today))}
          >
            Last {days} days
          </Button>
        ))}
      </div>
      <form aria-label="Period and comparison" noValidate onSubmit={submit} css={{ display: 'grid', gap: theme.space.md }}>
        <div css={formRow}>
          <TextField label="From" type="date" value={draft.from} onChange={(event) => set('from', event.target.value)} error={sentence(problems.from)} />
          <TextField label="To" type="date" value={draft.to} onChange={(event) => set('to', event.target.value)} error={sentence(problems.to)} />
        </div>
        <fieldset css={fieldset}>
          <legend>Compare with</legend>
          <label>
            <input type="radio" name={radioName} checked={!custom} onChange={() => setCustom(false)} />
            The period just before{before ? ` (${formatPeriod(before.from, before.to)})` : ''}
          </label>
          <label>
            <input type="radio" name={radioName} checked={custom} onChange={chooseCustom} />
            Other days
          </label>
        </fieldset>
        {custom ? (
          <div css={formRow}>
            <TextField
              label="Compare from"
              type="date"
              value={draft.compareFrom ?? ''}
              onChange={(event) => set('compareFrom', event.target.value)}
              error={sentence(problems.compareFrom)}
            />
            <TextField
              label="Compare to"
              type="date"
              value={draft.compareTo ?? ''}
              onChange={(event) => set('compareTo', event.target.value)}
              error={sentence(problems.compareTo)}
            />
          </div>
        ) : null}
        <div>
          <Button type="submit">Show this period</Button>
        </div>
      </form>
    </section>
  );
}
