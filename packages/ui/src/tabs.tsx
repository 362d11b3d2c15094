import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { theme } from '@site/ui/theme';

export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
}

interface TabsProps {
  items: readonly TabItem[];
  label: string;
  defaultTab?: string;
}

/** APG tabs with automatic activation: arrow keys, Home and End move between tabs. */
export function Tabs({ items, label, defaultTab }: TabsProps) {
  const baseId = useId();
  const [selected, setSelected] = useState(defaultTab ?? items[0]?.id);
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = items.findIndex((item) => item.id === selected);
    const last = items.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = items[next];
    if (!target) return;
    setSelected(target.id);
    tabRefs.current.get(target.id)?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label={label} css={{ display: 'flex', gap: theme.space.xs, borderBottom: `1px solid ${theme.color.border}`, overflowX: 'auto' }}>
        {items.map((item) => {
          const isSelected = item.id === selected;
          return (
            <button
              key={item.id}
              ref={(node) => {
                if (node) tabRefs.current.set(item.id, node);
                else tabRefs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-${item.id}-tab`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-${item.id}-panel`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => setSelected(item.id)}
              onKeyDown={onKeyDown}
              css={{
                minHeight: '44px',
                padding: `0 ${theme.space.md}`,
                background: 'none',
                border: 0,
                borderBottom: `3px solid ${isSelected ? theme.color.brand : 'transparent'}`,
                color: isSelected ? theme.color.brand : theme.color.muted,
                fontWeight: theme.fontWeight.semibold,
                whiteSpace: 'nowrap',
                cursor: 'pointer',
                '&:hover': { color: theme.color.brandStrong },
              }}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${baseId}-${item.id}-panel`}
          aria-labelledby={`${baseId}-${item.id}-tab`}
          hidden={item.id !== selected}
          tabIndex={0}
          css={{ paddingBlock: theme.space.lg }}
        >
          {item.content}
        </div>
      ))}
    </div>
  );
}
