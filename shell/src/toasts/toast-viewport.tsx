import type { Toast } from '@site/contracts/toast';
import { Icon } from '@site/ui/icons';
import { theme } from '@site/ui/theme';
import { useToastStore } from '@site/ui/toast-store';

/**
 * Renders the shared toast list. Two live regions stay in the page from the start (a region
 * added together with its content is often not announced): default toasts are announced
 * politely (role="status"), destructive ones assertively (role="alert").
 */
export function ToastViewport() {
  const toasts = useToastStore((state) => state.toasts);
  const dismiss = useToastStore((state) => state.dismiss);
  const polite = toasts.filter((toast) => toast.variant !== 'destructive');
  const assertive = toasts.filter((toast) => toast.variant === 'destructive');
  return (
    <div
      data-print="hide"
      css={{
        position: 'fixed',
        top: `calc(${theme.layout.headerHeight} + ${theme.space.md})`,
        right: theme.space.md,
        left: theme.space.md,
        zIndex: theme.zIndex.toast,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-end',
        gap: theme.space.sm,
        pointerEvents: 'none',
      }}
    >
      <div role="alert" aria-live="assertive" aria-atomic="false" css={regionStyle}>
        {assertive.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </div>
      <div role="status" aria-live="polite" aria-atomic="false" css={regionStyle}>
        {polite.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </div>
    </div>
  );
}

const regionStyle = { display: 'contents' } as const;

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: string) => void }) {
  const destructive = toast.variant === 'destructive';
  return (
    <div
      data-testid="toast"
      data-variant={toast.variant}
      css={{
        pointerEvents: 'auto',
        width: 'min(100%, 24rem)',
        display: 'grid',
        gridTemplateColumns: 'auto 1fr auto',
        gap: theme.space.sm,
        alignItems: 'start',
        padding: theme.space.md,
        borderRadius: theme.radius.md,
        border: `1px solid ${destructive ? theme.color.danger : theme.color.border}`,
        borderLeftWidth: '4px',
        background: destructive ? theme.color.dangerSoft : theme.color.surface,
        boxShadow: theme.shadow.md,
      }}
    >
      <Icon name={destructive ? 'alert' : 'info'} css={{ color: destructive ? theme.color.danger : theme.color.brand, marginTop: '2px' }} />
      <div>
        <p css={{ margin: 0, fontWeight: theme.fontWeight.semibold }}>{toast.title}</p>
        {toast.description ? (
          <p css={{ margin: 0, color: destructive ? theme.color.text : theme.color.muted, fontSize: theme.fontSize.sm }}>{toast.description}</p>
        ) : null}
        {toast.action ? (
          <button
            type="button"
            onClick={() => {
              toast.action?.onClick();
              onDismiss(toast.id);
            }}
            css={{
              marginTop: theme.space.sm,
              minHeight: '32px',
              padding: `0 ${theme.space.md}`,
              border: `1px solid currentColor`,
              borderRadius: theme.radius.sm,
              background: 'none',
              color: destructive ? theme.color.danger : theme.color.brand,
              fontWeight: theme.fontWeight.semibold,
              cursor: 'pointer',
            }}
          >
            {toast.action.label}
          </button>
        ) : null}
      </div>
      <button
        type="button"
        aria-label={`Dismiss: ${toast.title}`}
        onClick={() => onDismiss(toast.id)}
        css={{
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          width: '32px',
          height: '32px',
          margin: '-4px -4px 0 0',
          border: 0,
          borderRadius: theme.radius.sm,
          background: 'none',
          color: theme.color.muted,
          cursor: 'pointer',
          '&:hover': { background: theme.color.surfaceAlt, color: theme.color.text },
        }}
      >
        <Icon name="close" size={18} />
      </button>
    </div>
  );
}
