// Presentation video (product.md#validation 'Video link'): only links carrying a 'v' query parameter are shown.
import { isHttpUrl } from './url';

/** YouTube ids use [A-Za-z0-9_-]; anything else is refused rather than embedded. */
const VIDEO_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function youtubeVideoId(url: string | null | undefined): string | null {
  if (!url || !isHttpUrl(url.trim())) return null;
  const id = new URL(url.trim()).searchParams.get('v');
  return id && VIDEO_ID.test(id) ? id : null;
}

export function youtubeEmbedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}`;
}
