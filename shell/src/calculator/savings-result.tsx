import { useId } from 'react';
import { theme } from '@site/ui/theme';
import type { Currency } from '@site/contracts/currency';
import { formatPercent, formatWhole } from './format.ts';
import { CNP_CHARGEBACK_RATE, PCI_DESCOPING_REDUCTION, PREVENTABLE_CHARGEBACK_SHARE, type SavingsEstimate, type SavingsInputs } from './savings.ts';

interface Part {
  label: string;
  amount: number;
  detail: string;
}

function processingDetail(estimate: SavingsEstimate, inputs: SavingsInputs, currency: Currency): string {
  const partner = formatPercent(estimate.partnerEffectiveRatePercent);
  if (estimate.processingSaving === 0)
    return `Your ${formatPercent(inputs.currentRatePercent)} is already at or below the ${partner} our partners would charge.`;
  return `${partner} with a Keyline partner instead of your ${formatPercent(inputs.currentRatePercent)}, on ${formatWhole(estimate.annualCardVolume, currency)} a year.`;
}

function complianceDetail(estimate: SavingsEstimate, inputs: SavingsInputs, currency: Currency): string {
  if (inputs.phoneSharePercent === 0 || inputs.monthlyCardVolume === 0) return 'No phone or agent payments to take out of scope.';
  const share = formatPercent(PCI_DESCOPING_REDUCTION * 100);
  const spend = formatWhole(estimate.complianceSpend.amount, currency);
  return estimate.complianceSpend.source === 'entered' ? `${share} of the ${spend} you spend a year.` : `${share} of an estimated ${spend} a year.`;
}

function chargebackDetail(estimate: SavingsEstimate): string {
  const avoided = estimate.phoneTransactionsPerYear * CNP_CHARGEBACK_RATE * PREVENTABLE_CHARGEBACK_SHARE;
  if (avoided === 0) return 'No phone or agent payments to protect.';
  if (avoided < 1) return 'Fewer than one chargeback a year avoided at this volume.';
  const rounded = Math.round(avoided);
  return `About ${rounded.toLocaleString('en-GB')} fewer ${rounded === 1 ? 'chargeback' : 'chargebacks'} a year on phone and agent payments.`;
}

/**
 * The estimate and its breakdown. The headline is a polite live region, so a screen reader hears
 * the new total as the figures change, without the breakdown being read out on every keystroke.
 */
export function SavingsResult({
  estimate,
  inputs,
  currency,
}: {
  estimate: SavingsEstimate | undefined;
  inputs: SavingsInputs | undefined;
  currency: Currency;
}) {
  const headingId = useId();
  const parts: Part[] =
    estimate && inputs
      ? [
          { label: 'Card processing fees', amount: estimate.processingSaving, detail: processingDetail(estimate, inputs, currency) },
          { label: 'PCI DSS compliance', amount: estimate.complianceSaving, detail: complianceDetail(estimate, inputs, currency) },
          { label: 'Chargebacks and card-not-present fraud', amount: estimate.chargebackSaving, detail: chargebackDetail(estimate) },
        ]
      : [];
  return (
    <section
      aria-labelledby={headingId}
      css={{
        background: theme.color.surface,
        border: `1px solid ${theme.color.border}`,
        borderTop: `4px solid ${theme.color.accent}`,
        borderRadius: theme.radius.lg,
        boxShadow: theme.shadow.md,
        padding: theme.space.lg,
      }}
    >
      <h2 id={headingId} css={{ fontSize: theme.fontSize.lg, margin: `0 0 ${theme.space.sm}` }}>
        Your estimated annual saving
      </h2>
      <div role="status" aria-live="polite" aria-atomic="true" data-testid="estimated-saving">
        {estimate ? (
          <p css={{ margin: 0 }}>
            <strong css={{ display: 'block', fontSize: theme.fontSize.xxl, color: theme.color.brandStrong, lineHeight: theme.lineHeight.tight }}>
              {formatWhole(estimate.totalSaving, currency)}
            </strong>
            <span css={{ color: theme.color.muted }}>a year, estimated from the figures you entered</span>
          </p>
        ) : (
          <p css={{ margin: 0, color: theme.color.muted }}>Correct the fields marked with an error to see your estimate.</p>
        )}
      </div>
      {parts.length > 0 ? (
        <dl css={{ margin: `${theme.space.lg} 0 0`, display: 'grid', gap: theme.space.md }}>
          {parts.map((part) => (
            <div
              key={part.label}
              css={{
                display: 'grid',
                gridTemplateColumns: '1fr auto',
                columnGap: theme.space.md,
                rowGap: theme.space.xs,
                alignItems: 'baseline',
                paddingTop: theme.space.md,
                borderTop: `1px solid ${theme.color.border}`,
              }}
            >
              <dt css={{ fontWeight: theme.fontWeight.semibold }}>{part.label}</dt>
              <dd css={{ margin: 0, fontWeight: theme.fontWeight.bold, fontVariantNumeric: 'tabular-nums' }}>{formatWhole(part.amount, currency)}</dd>
              <dd css={{ gridColumn: '1 / -1', margin: 0, color: theme.color.muted, fontSize: theme.fontSize.sm }}>{part.detail}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}
