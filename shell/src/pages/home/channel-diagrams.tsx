import type { SiteVisualName } from '@site/contracts/site-visuals';
import { Grid } from '@site/ui/grid';
import { HeroVisual } from '@site/ui/hero-visual';
import { Section } from '@site/ui/section';
import { Link } from '@site/ui/router';
import { theme } from '@site/ui/theme';

interface ChannelFlow {
  title: string;
  text: string;
  diagram: SiteVisualName;
  to: string;
}

const FLOWS: readonly ChannelFlow[] = [
  {
    title: 'Phone: DTMF masking',
    text: 'The caller keys their card number; the agent and the recording hear flat tones while the digits go straight to your gateway.',
    diagram: 'dtmf-masking',
    to: '/solutions/dtmf-suppression',
  },
  {
    title: 'Chat, email and SMS: payment links',
    text: 'A one-time link opens a hosted payment page; the conversation carries on and the transcript never sees a card number.',
    diagram: 'payment-links',
    to: '/solutions/secure-payment-links',
  },
  {
    title: 'Self-service: payment IVR',
    text: 'Callers pay at any hour on an automated line in your brand voice, with the result posted to your systems.',
    diagram: 'payment-ivr',
    to: '/solutions/payment-ivr',
  },
  {
    title: 'Bank: pay by bank',
    text: 'The customer approves the payment in their own banking app, and the money settles account to account in seconds.',
    diagram: 'pay-by-bank',
    to: '/solutions/pay-by-bank',
  },
];

/** How each channel keeps card data out of scope, drawn: the diagrams load as they scroll into view. */
export function ChannelDiagrams({ livePaths }: { livePaths: ReadonlySet<string> }) {
  return (
    <Section
      title="How each channel stays secure"
      intro="The same principle everywhere: sensitive data travels on its own path to the payment gateway, never through your people or systems."
      tone="alt"
    >
      <Grid minColumnWidth="22rem" items={FLOWS.length}>
        {FLOWS.map((flow) => {
          return (
            <figure key={flow.diagram} css={{ margin: 0, display: 'grid', gap: theme.space.sm, alignContent: 'start' }}>
              {/* The grid's columns stay phone-sized (about 350 px) until the large breakpoint: the diagrams read top to bottom there. */}
              <HeroVisual name={flow.diagram} lazy narrowBelow="lg" />
              <figcaption>
                <h3 css={{ fontSize: theme.fontSize.lg, margin: `${theme.space.xs} 0` }}>
                  {livePaths.has(flow.to) ? <Link to={flow.to}>{flow.title}</Link> : flow.title}
                </h3>
                <p css={{ margin: 0, color: theme.color.muted }}>{flow.text}</p>
              </figcaption>
            </figure>
          );
        })}
      </Grid>
    </Section>
  );
}
