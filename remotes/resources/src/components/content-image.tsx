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

/** The rasters this site produces (video posters) have a WebP twin beside the JPEG. */
const WITH_WEBP_TWIN = /^\/videos\/[a-z0-9-]+\.jpg$/;

/**
 * An image from the content database. If the file cannot be loaded the image is left out rather
 * than shown as a broken picture: the text around it carries the content on its own.
 */
export function ContentImage({ image, width, height, priority = false, className }: ContentImageProps) {
  const [failedUrl, setFailedUrl] = useState<string>();
  if (!image.url || failedUrl === image.url) return null;
  const picture = (
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
  // WebP where the browser takes it (about 60 % smaller here), the JPEG everywhere else.
  return WITH_WEBP_TWIN.test(image.url) ? (
    <picture css={{ display: 'block' }}>
      <source type="image/webp" srcSet={image.url.replace(/\.jpg$/, '.webp')} />
      {picture}
    </picture>
  ) : (
    picture
  );
}
