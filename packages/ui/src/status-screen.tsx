import type { ReactNode } from 'react';
import { Container } from '@site/ui/container';
import { theme } from '@site/ui/theme';

interface StatusScreenProps {
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  /** 'alert' interrupts assistive technology; 'status' waits politely. */
  role?: 'alert' | 'status';
  testId?: string;
}

/** A full-width message for update, error and empty states. */
export function StatusScreen({ title, children, actions, role = 'status', testId }: StatusScreenProps) {
  return (
    <Container>
      <section role={role} data-testid={testId} css={{ paddingBlock: theme.space.xxl, textAlign: 'center', maxWidth: '40rem', marginInline: 'auto' }}>
        <h1 css={{ fontSize: theme.fontSize.xl }}>{title}</h1>
        {children ? <div css={{ color: theme.color.muted }}>{children}</div> : null}
        {actions ? (
          <div css={{ display: 'flex', gap: theme.space.md, justifyContent: 'center', marginTop: theme.space.lg, flexWrap: 'wrap' }}>{actions}</div>
        ) : null}
      </section>
    </Container>
  );
}
