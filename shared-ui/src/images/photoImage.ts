import type { ComponentProps } from 'react';

/**
 * The <img> attributes of a person's photo shown at `size` px (Mantine's Avatar `imageProps`):
 * its box stated (width/height, nothing shifts when it arrives); below the fold it waits until
 * the reader scrolls near it and decodes off the main thread; the page's main photo (`priority`,
 * the profile's, a likely LCP element) is fetched first instead.
 */
export function photoImageProps(size: number, { priority = false }: { priority?: boolean } = {}): ComponentProps<'img'> {
  if (priority) return { width: size, height: size, loading: 'eager', fetchPriority: 'high' };
  return { width: size, height: size, loading: 'lazy', decoding: 'async' };
}
