import { useState } from 'react';
import { theme } from '@site/ui/theme';
import type { ContentImage as Image } from '../api/content-types.ts';

interface ContentImageProps {
  image: Image;
  /** The image's intrinsic size: the browser reserves its box before it loads (no layout shift). */
  width: number;
  height: number;
  /** The page's main image, above the fold: load it at once rather than lazily. */
  priority?: boolean;
  /** Extra styles from the caller's `css` prop (spacing around the image). */
  className?: string;
}

/**
 * An image from the content database. If the file cannot be loaded the image is left out rather
 * than shown as a broken picture: the text around it carries the content on its own.
 */
export function ContentImage({ image, width, height, priority = false, className }: ContentImageProps) {
  const [failedUrl, setFailedUrl] = useState<string>();
  if (!image.url || failedUrl === image.url) return null;
  return (
    <img
      src={image.url}
      alt={image.alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      onError={() => setFailedUrl(image.url)}
      className={className}
      css={{
        display: 'block',
        width: '100%',
        height: 'auto',
        aspectRatio: `${width} / ${height}`,
        objectFit: 'cover',
        borderRadius: theme.radius.lg,
        background: theme.color.surfaceAlt,
      }}
    />
  );
}
