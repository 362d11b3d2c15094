import type { ReactNode } from 'react';
import { Container } from '@site/ui/container';
import { theme } from '@site/ui/theme';

interface PageHeaderProps {
  eyebrow?: string;
  title: string;
  lead: string;
  children?: ReactNode;
}

/** The top band of every page: a single h1 and the page's lead sentence. */
export function PageHeader({ eyebrow, title, lead, children }: PageHeaderProps) {
  return (
    <header css={{ background: `linear-gradient(180deg, ${theme.color.brandSoft}, ${theme.color.surface})`, paddingBlock: theme.space.xxl }}>
      <Container>
        {eyebrow ? (
          <p css={{ margin: 0, marginBottom: theme.space.sm, color: theme.color.brand, fontWeight: 600, textTransform: 'uppercase', letterSpacing: '0.06em', fontSize: theme.fontSize.xs }}>
            {eyebrow}
          </p>
        ) : null}
        <h1 css={{ fontSize: theme.fontSize.xxl, maxWidth: '22ch' }}>{title}</h1>
        <p css={{ fontSize: theme.fontSize.lg, color: theme.color.muted, maxWidth: '60ch', margin: 0 }}>{lead}</p>
        {children}
      </Container>
    </header>
  );
}
