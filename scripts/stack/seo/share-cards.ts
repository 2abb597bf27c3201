// The share cards over HTTP (issue 32 item 9): /og/home.png and /og/terapeutas/{id}.png, drawn on
// the first request and kept in memory under a version — a hash of what the card draws — so a
// profile's change (name, title, CRP, verification, price, photo) draws a new one. The page's
// og:image carries that version (?v=), so a link preview cached by URL is refreshed too.
import type { DynamicResponse } from '../static-server';
import { renderHomeCard, renderTherapistCard, shareCardLines, shareCardVersion, type ShareCardTherapist } from './share-card';

export type Lookup<T> = { found: T } | { missing: true } | { failed: true };
export type ShareCardRecord = ShareCardTherapist & { id: string; profileImageUrl: string };

export const HOME_CARD_PATH = '/og/home.png';
const THERAPIST_CARD = /^\/og\/terapeutas\/([A-Za-z0-9_-]{1,100})\.png$/;
export const therapistCardPath = (id: string) => `/og/terapeutas/${encodeURIComponent(id)}.png`;

const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
const PHOTO_TIMEOUT_MS = 2_000;
// Previews are re-asked rarely; the page's ?v= changes with the card, the ETag revalidates the rest.
const CACHE_CONTROL = 'public, max-age=3600';

export interface ShareCardsOptions {
  /** The public read of a therapist (GET /public-terapeutas/{id}): missing when not published. */
  therapist: (id: string, visitor?: string) => Promise<Lookup<ShareCardRecord>>;
  /** A photo's absolute http(s) address, or undefined. */
  photoUrl: (raw: string) => string | undefined;
  fetch?: typeof fetch;
  /** Cards kept in memory (the least recently drawn go first). */
  maxEntries?: number;
}

interface Card {
  version: string;
  png: Buffer;
}

/** A photo as a data: URL satori and resvg can draw (PNG or JPEG, by its bytes), or null: the initials. */
async function photoDataUrl(url: string | undefined, doFetch: typeof fetch): Promise<string | null> {
  if (!url) return null;
  try {
    const res = await doFetch(url, { signal: AbortSignal.timeout(PHOTO_TIMEOUT_MS) });
    if (!res.ok || Number(res.headers.get('content-length') ?? 0) > PHOTO_MAX_BYTES) return null;
    const bytes = Buffer.from(await res.arrayBuffer());
    if (bytes.length > PHOTO_MAX_BYTES) return null;
    const png = bytes.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    const jpeg = bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]));
    if (!png && !jpeg) return null; // WebP/GIF: the initials (resvg draws a WebP blank, without an error)
    return `data:image/${png ? 'png' : 'jpeg'};base64,${bytes.toString('base64')}`;
  } catch {
    return null; // slow or unreachable: the initials
  }
}

export function shareCards(options: ShareCardsOptions) {
  const doFetch = options.fetch ?? fetch;
  const maxEntries = options.maxEntries ?? 500;
  const cards = new Map<string, Card>();
  const drawing = new Map<string, Promise<Card>>();
  let home: Promise<Buffer> | undefined;

  const remember = (key: string, card: Card) => {
    cards.delete(key);
    cards.set(key, card);
    while (cards.size > maxEntries) cards.delete(cards.keys().next().value!);
  };

  /** The version of a profile's card: what the page puts in its og:image. */
  const versionOf = (t: ShareCardRecord): string => shareCardVersion(shareCardLines(t), options.photoUrl(t.profileImageUrl) ?? null);

  async function draw(t: ShareCardRecord, version: string): Promise<Card> {
    const lines = shareCardLines(t);
    const photo = await photoDataUrl(options.photoUrl(t.profileImageUrl), doFetch);
    let png: Buffer;
    try {
      png = await renderTherapistCard(lines, photo);
    } catch (error) {
      if (!photo) throw error;
      png = await renderTherapistCard(lines, null); // a photo resvg cannot read: the initials
    }
    return { version, png };
  }

  async function therapistCard(id: string, visitor?: string): Promise<DynamicResponse> {
    const record = await options.therapist(id, visitor);
    if ('missing' in record) return notFound();
    if ('failed' in record) return { status: 503, contentType: 'text/plain; charset=utf-8', cacheControl: 'no-store', body: 'Imagem indisponível; tente novamente.' };
    const version = versionOf(record.found);
    let card = cards.get(id);
    if (card?.version !== version) {
      const key = `${id}:${version}`;
      let pending = drawing.get(key);
      if (!pending) {
        pending = draw(record.found, version).finally(() => drawing.delete(key));
        drawing.set(key, pending);
      }
      card = await pending;
      remember(id, card);
    }
    return png(card.png, card.version);
  }

  return {
    versionOf,
    /** The answer for an /og/ path, or null for any other path. */
    async handle(pathname: string, visitor?: string): Promise<DynamicResponse | null> {
      if (pathname === HOME_CARD_PATH) {
        home ??= renderHomeCard().catch((error: unknown) => {
          home = undefined;
          throw error;
        });
        return png(await home, 'home');
      }
      if (!pathname.startsWith('/og/')) return null;
      const id = THERAPIST_CARD.exec(pathname)?.[1];
      return id ? therapistCard(id, visitor) : notFound();
    },
  };
}

const png = (body: Buffer, version: string): DynamicResponse => ({ status: 200, contentType: 'image/png', cacheControl: CACHE_CONTROL, body, etag: `"${version}"` });

const notFound = (): DynamicResponse => ({ status: 404, contentType: 'text/plain; charset=utf-8', cacheControl: 'no-cache', body: 'Não encontrado' });
