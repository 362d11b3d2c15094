import { useEffect, useRef, useState } from 'react';
import { colourProperty, theme } from '@site/ui/theme';

export interface Series {
  label: string;
  /** One per label; null where the series has no value (not 0: nothing to count there). */
  values: (number | null)[];
}

interface BarChartProps {
  /** What the chart shows, for its accessible name and the table caption. */
  title: string;
  /** What each row of the table is (the heading of its first column). */
  rowLabel: string;
  labels: string[];
  series: Series[];
  stacked?: boolean;
  horizontal?: boolean;
  testId?: string;
}

/** Numbers in the table as people read them: "12,345"; "—" where a series has no value. */
const NUMBER = new Intl.NumberFormat('en-GB');
const cellText = (value: number | null | undefined): string => (value === null || value === undefined ? '—' : NUMBER.format(value));

const PALETTE = ['#0b5cad', '#0f7b5f', '#b45309', '#7c3aed', '#be123c', '#0e7490', '#4d7c0f', '#57534e'];

/**
 * A bar chart drawn by Chart.js, which is loaded only when a chart is shown (inside the admin
 * section, never for visitors). The numbers are also in a table beside it: that table is what
 * screen readers and tests read, and what the chart is drawn from.
 */
export function BarChart({ title, rowLabel, labels, series, stacked = false, horizontal = false, testId }: BarChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!canvas.current || labels.length === 0) return;
    let chart: { destroy: () => void } | undefined;
    let cancelled = false;
    import('chart.js').then(
      ({ Chart, BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip }) => {
        if (cancelled || !canvas.current) return;
        Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);
        // A canvas cannot read custom properties: labels and grid lines take the scheme's values when drawn.
        const style = getComputedStyle(canvas.current);
        Chart.defaults.color = style.getPropertyValue(colourProperty('muted')).trim() || Chart.defaults.color;
        Chart.defaults.borderColor = style.getPropertyValue(colourProperty('border')).trim() || Chart.defaults.borderColor;
        chart = new Chart(canvas.current, {
          type: 'bar',
          data: { labels, datasets: series.map((item, index) => ({ label: item.label, data: item.values, backgroundColor: PALETTE[index % PALETTE.length] })) },
          options: {
            indexAxis: horizontal ? 'y' : 'x',
            responsive: true,
            maintainAspectRatio: false,
            animation: false,
            plugins: { legend: { display: series.length > 1, position: 'bottom' } },
            scales: { x: { stacked, ticks: { precision: 0 } }, y: { stacked, beginAtZero: true, ticks: { precision: 0 } } },
          },
        });
      },
      () => setFailed(true),
    );
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [labels, series, stacked, horizontal]);

  if (labels.length === 0) return <p css={{ color: theme.color.muted, margin: 0 }}>Nothing in this range.</p>;
  return (
    <div css={{ display: 'grid', gap: theme.space.sm, gridTemplateColumns: 'minmax(0, 1fr)' }} data-testid={testId}>
      {failed ? null : (
        <div css={{ position: 'relative', height: horizontal ? `${Math.max(10, labels.length * 2.2)}rem` : '16rem' }}>
          <canvas ref={canvas} role="img" aria-label={`${title}: chart of the table below`} />
        </div>
      )}
      <details>
        <summary css={{ cursor: 'pointer' }}>The numbers</summary>
        <div css={{ overflowX: 'auto' }}>
          <table
            css={{
              borderCollapse: 'collapse',
              fontSize: theme.fontSize.sm,
              'th, td': { padding: '0.25rem 0.75rem', textAlign: 'left', borderBottom: `1px solid ${theme.color.border}` },
            }}
          >
            <caption css={{ textAlign: 'left', fontWeight: theme.fontWeight.semibold }}>{title}</caption>
            <thead>
              <tr>
                <th scope="col">{rowLabel}</th>
                {series.map((item) => (
                  <th key={item.label} scope="col">
                    {item.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {labels.map((label, row) => (
                <tr key={label}>
                  <th scope="row" css={{ overflowWrap: 'anywhere' }}>
                    {label}
                  </th>
                  {series.map((item) => (
                    <td key={item.label} css={{ '&&': { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } }}>
                      {cellText(item.values[row])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
