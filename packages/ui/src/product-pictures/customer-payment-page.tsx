import { css } from '@emotion/react';
import { PRODUCT_SAMPLES } from '@site/contracts/site-visuals';
import { Button } from '@site/ui/button';
import { Icon } from '@site/ui/icons';
import { mediaDown, theme } from '@site/ui/theme';
import { CapturedField } from './picture-parts.tsx';

const stageStyles = css({
  display: 'grid',
  gridTemplateColumns: '1fr minmax(0, 15rem) 1fr',
  gridTemplateAreas: '"secured phone ways"',
  alignItems: 'center',
  gap: theme.space.md,
  padding: theme.space.md,
  borderRadius: theme.radius.lg,
  background: theme.color.surfaceAlt,
  boxShadow: theme.shadow.md,
  [mediaDown('sm')]: { gridTemplateColumns: '1fr 1fr', gridTemplateAreas: '"phone phone" "secured ways"' },
});
const phoneStyles = css({
  gridArea: 'phone',
  display: 'grid',
  gap: theme.space.sm,
  justifySelf: 'center',
  inlineSize: '100%',
  maxInlineSize: '15rem',
  padding: `${theme.space.lg} ${theme.space.md}`,
  border: `6px solid ${theme.color.text}`,
  borderRadius: '1.75rem',
  background: theme.color.surface,
  '& > p': { margin: 0 },
});
const merchantStyles = css({ fontWeight: theme.fontWeight.bold, fontSize: theme.fontSize.sm });
const amountStyles = css({ fontSize: theme.fontSize.xl, fontWeight: theme.fontWeight.bold, fontVariantNumeric: 'tabular-nums' });
const noteStyles = css({
  display: 'grid',
  justifyItems: 'center',
  gap: theme.space.xs,
  textAlign: 'center',
  fontSize: theme.fontSize.sm,
  '& strong': { display: 'block' },
});
const securedStyles = css(noteStyles, { gridArea: 'secured', '& svg': { color: theme.color.accent } });
const waysStyles = css(noteStyles, { gridArea: 'ways' });
/** A payment card, drawn in the brand colour with its stripe. */
const cardShapeStyles = css({
  inlineSize: '2.75rem',
  blockSize: '1.875rem',
  borderRadius: theme.radius.sm,
  background: `linear-gradient(${theme.color.brand} 0 0) 0 28% / 100% 22% no-repeat, ${theme.color.brandSoft}`,
  border: `2px solid ${theme.color.brand}`,
});

/** The customer's payment page, opened from a link on their phone, with who runs it and the ways to pay beside it. */
export function CustomerPaymentPage() {
  const { merchant, amount } = PRODUCT_SAMPLES['customer-payment-page'];
  return (
    <div css={stageStyles}>
      <div css={phoneStyles}>
        <p css={merchantStyles}>{merchant}</p>
        <p css={amountStyles}>{amount}</p>
        <Button size="sm" variant="secondary">
          Pay by bank
        </Button>
        <CapturedField label="Card number" value="5100 0000 00" state="active" />
        <Button size="sm">Pay {amount}</Button>
      </div>
      <p css={securedStyles}>
        <Icon name="lock" size={32} />
        <span>
          <strong>Secured</strong> by Keyline
        </span>
      </p>
      <p css={waysStyles}>
        <span css={cardShapeStyles} />
        <span>
          <strong>Card, wallet</strong> or bank
        </span>
      </p>
    </div>
  );
}
