import type { ComponentPropsWithoutRef } from 'react';
import { theme } from '@site/ui/theme';

/** Centres content at the site's reading width, with gutters on small screens. */
export function Container(props: ComponentPropsWithoutRef<'div'>) {
  return <div css={{ width: '100%', maxWidth: theme.layout.maxWidth, marginInline: 'auto', paddingInline: theme.space.md }} {...props} />;
}
