import { createContext, type ComponentType } from 'react';
import type { LiveBlockName } from '@site/contracts/page-content';
import type { SectionTone } from '@site/ui/section';

/** A page block drawn from live data by the app rendering the page (`kind: 'live'` in a content file). */
export type LiveBlockComponent = ComponentType<{ title: string; tone: SectionTone }>;

/**
 * The live blocks the app rendering content pages can draw, by name. The shell provides them, so
 * a section's bundle never carries them; a page naming one that is not provided draws nothing.
 */
export const LiveBlocksContext = createContext<Partial<Record<LiveBlockName, LiveBlockComponent>>>({});
