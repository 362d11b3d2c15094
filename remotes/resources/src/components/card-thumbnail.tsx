import { theme } from '@site/ui/theme';
import type { ContentImage as Image } from '../api/content-types.ts';
import { ContentImage } from './content-image.tsx';

/**
 * A list card's picture, above its title. It repeats what the linked title says, so it is
 * decorative (empty alt) and loads lazily; its box is reserved, so nothing shifts when it does.
 */
export function CardThumbnail({ image, width = 1200, height = 630 }: { image: Image; width?: number; height?: number }) {
  return (
    <ContentImage image={{ url: image.url, alt: '' }} width={width} height={height} css={{ borderRadius: theme.radius.md, marginBottom: theme.space.xs }} />
  );
}
