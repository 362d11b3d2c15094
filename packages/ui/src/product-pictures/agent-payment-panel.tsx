import { css } from '@emotion/react';
import { PRODUCT_SAMPLES, masked } from '@site/contracts/site-visuals';
import { Badge } from '@site/ui/badge';
import { Button } from '@site/ui/button';
import { theme } from '@site/ui/theme';
import { CapturedField, PictureFigures, PictureWindow, calloutStyles } from './picture-parts.tsx';

const columnsStyles = css({ display: 'flex', flexWrap: 'wrap', gap: theme.space.md, alignItems: 'stretch' });
const fieldsStyles = css({ flex: '2 1 15rem', display: 'grid', gap: theme.space.sm });
const pairStyles = css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: theme.space.sm });
const statusStyles = css(calloutStyles, { flex: '1 1 8rem', background: theme.color.brandSoft });
const actionsStyles = css({ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm });

/** The agent's payment panel during a call: the caller keys, the fields fill as masked progress, the agent hears flat tones. */
export function AgentPaymentPanel() {
  const { amount, reference, cardEnding } = PRODUCT_SAMPLES['agent-payment-panel'];
  return (
    <PictureWindow title="Secure payment · call 03:12" live>
      <PictureFigures
        figures={[
          { name: 'Amount', value: amount },
          { name: 'Reference', value: reference },
        ]}
      />
      <div css={columnsStyles}>
        <div css={fieldsStyles}>
          <CapturedField label="Card number" value={`${masked(4)} ${masked(4)} ${masked(4)} ${cardEnding}`} state="done" />
          <div css={pairStyles}>
            <CapturedField label="Expiry" value={`${masked(2)} / ${masked(2)}`} state="done" />
            <CapturedField label="Security code" value={masked(1)} state="active" />
          </div>
        </div>
        <div css={statusStyles}>
          <Badge tone="brand">Caller is typing</Badge>
          <p>You hear flat tones</p>
        </div>
      </div>
      <div css={actionsStyles}>
        <Button size="sm">Take payment</Button>
        <Button size="sm" variant="secondary">
          Pay by bank
        </Button>
      </div>
    </PictureWindow>
  );
}
