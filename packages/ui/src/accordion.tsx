import { useId, useState, type ReactNode } from 'react';
import { Icon } from '@site/ui/icons';
import { theme } from '@site/ui/theme';

export interface AccordionItem {
  id: string;
  title: string;
  content: ReactNode;
}

interface AccordionProps {
  items: readonly AccordionItem[];
  /** Heading level of each item's button (APG accordion: the button sits inside a heading). */
  headingLevel?: 2 | 3 | 4;
  /** Items open at first. */
  defaultOpen?: readonly string[];
}

/** APG accordion: each header is a button with aria-expanded that shows or hides its panel; items open independently. */
export function Accordion({ items, headingLevel = 3, defaultOpen = [] }: AccordionProps) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(defaultOpen));
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const Heading = `h${headingLevel}` as const;
  return (
    <div css={{ borderTop: `1px solid ${theme.color.border}` }}>
      {items.map((item) => {
        const expanded = open.has(item.id);
        const buttonId = `${baseId}-${item.id}-button`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <div key={item.id} css={{ borderBottom: `1px solid ${theme.color.border}` }}>
            <Heading css={{ margin: 0, fontSize: theme.fontSize.md }}>
              <button
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                css={{
                  display: 'flex',
                  width: '100%',
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  gap: theme.space.md,
                  minHeight: '48px',
                  padding: `${theme.space.md} 0`,
                  background: 'none',
                  border: 0,
                  textAlign: 'left',
                  fontWeight: theme.fontWeight.semibold,
                  cursor: 'pointer',
                  '&:hover': { color: theme.color.brand },
                }}
              >
                {item.title}
                <Icon
                  name="chevronDown"
                  css={{ flexShrink: 0, transition: `transform ${theme.motion.base}`, transform: expanded ? 'rotate(180deg)' : undefined }}
                />
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!expanded} css={{ paddingBottom: theme.space.md, color: theme.color.muted }}>
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
