// The link preview's picture (og:image, issue 32 item 9): a 1200×630 PNG drawn on the server with
// satori (layout → SVG) and resvg (SVG → PNG). One card per public profile — photo or initials,
// name, title and CRP, 'CRP verificado', price — and one for the home page. Pure drawing here;
// ./share-cards.ts fetches the data, caches the PNGs and answers the requests.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import {
  CRP_VERIFICADO,
  DEFAULT_THERAPIST_TITLE,
  SITE_NAME,
  crpVerificadoEmTexto,
  formatCrp,
  formatCurrency,
  initials,
  type PublicTherapist,
} from '@acolhe/shared-domain';

export const SHARE_CARD_WIDTH = 1200;
export const SHARE_CARD_HEIGHT = 630;

const require = createRequire(import.meta.url);
// satori reads TTF/OTF/WOFF (not WOFF2); the latin subset covers Portuguese.
const font = (weight: 400 | 700) => readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));
let fonts: { name: string; data: Buffer; weight: 400 | 700; style: 'normal' }[] | undefined;
const loadFonts = () =>
  (fonts ??= [
    { name: 'Inter', data: font(400), weight: 400, style: 'normal' },
    { name: 'Inter', data: font(700), weight: 700, style: 'normal' },
  ]);

// The site's colours (shared-ui's theme: acolhe[8], [0], the dark text).
const GREEN = '#0d7f75';
const GREEN_LIGHT = '#e6fbf8';
const DARK = '#1f2933';
const GREY = '#52606d';

/** What a profile's card draws: only public fields. */
export type ShareCardTherapist = Pick<PublicTherapist, 'fullName' | 'title' | 'crp' | 'sessionPrice' | 'freeFirstSession'> &
  Partial<Pick<PublicTherapist, 'crpVerificadoEm' | 'city' | 'state'>>;

export interface ShareCardLines {
  name: string;
  /** 'Psicóloga Clínica · CRP 06/154872' */
  title: string;
  verified: boolean;
  /** 'R$ 180,00 por sessão' */
  price: string;
  /** 'Primeira sessão gratuita', when so */
  extra: string;
  place: string;
  initials: string;
}

/** The card's text, decided once (the cache keys on it). */
export function shareCardLines(t: ShareCardTherapist): ShareCardLines {
  const crp = formatCrp(t.crp);
  return {
    name: t.fullName.trim().replace(/\s+/g, ' '),
    title: [t.title.trim() || DEFAULT_THERAPIST_TITLE, crp].filter(Boolean).join(' · '),
    verified: crpVerificadoEmTexto(t.crpVerificadoEm) !== null,
    price: `${formatCurrency(t.sessionPrice)} por sessão`,
    extra: t.freeFirstSession ? 'Primeira sessão gratuita' : '',
    place: [t.city?.trim(), t.state?.trim()].filter(Boolean).join(', '),
    initials: initials(t.fullName),
  };
}

/** A short hash of what a card draws (its text and photo): the cache's key and the ETag. */
export function shareCardVersion(lines: ShareCardLines | 'home', photo: string | null): string {
  return createHash('sha256').update(JSON.stringify([lines, photo])).digest('base64url').slice(0, 16);
}

type Node = { type: string; props: Record<string, unknown> & { style?: Record<string, unknown>; children?: unknown } };
const el = (type: string, style: Record<string, unknown>, children?: unknown, extra: Record<string, unknown> = {}): Node => ({
  type,
  props: { style: { display: 'flex', ...style }, ...(children === undefined ? {} : { children }), ...extra },
});

const brand = () =>
  el('div', { alignItems: 'center', gap: 14 }, [
    el('div', { width: 44, height: 44, borderRadius: 12, background: GREEN, color: 'white', fontSize: 28, fontWeight: 700, alignItems: 'center', justifyContent: 'center' }, 'A'),
    el('div', { fontSize: 34, fontWeight: 700, color: GREEN }, SITE_NAME),
  ]);

const verifiedBadge = () =>
  el('div', { alignItems: 'center', gap: 10, background: GREEN_LIGHT, color: GREEN, borderRadius: 999, padding: '10px 22px', fontSize: 30, fontWeight: 700 }, [
    // drawn, not a glyph: the font's latin subset has no check mark
    el('div', { width: 30, height: 30, borderRadius: 999, background: GREEN, alignItems: 'center', justifyContent: 'center' }, {
      type: 'svg',
      props: {
        width: 20,
        height: 20,
        viewBox: '0 0 24 24',
        children: { type: 'path', props: { d: 'M5 12l5 5L20 7', fill: 'none', stroke: 'white', strokeWidth: 3.5, strokeLinecap: 'round', strokeLinejoin: 'round' } },
      },
    }),
    CRP_VERIFICADO,
  ]);

function frame(children: Node[]): Node {
  return el(
    'div',
    { width: SHARE_CARD_WIDTH, height: SHARE_CARD_HEIGHT, flexDirection: 'column', background: 'white', fontFamily: 'Inter', color: DARK, borderTop: `16px solid ${GREEN}`, padding: '48px 64px' },
    children,
  );
}

function therapistCard(lines: ShareCardLines, photo: string | null): Node {
  const portrait = photo
    ? el('img', { width: 300, height: 300, borderRadius: 999, objectFit: 'cover' }, undefined, { src: photo, width: 300, height: 300 })
    : el('div', { width: 300, height: 300, borderRadius: 999, background: GREEN_LIGHT, color: GREEN, fontSize: 120, fontWeight: 700, alignItems: 'center', justifyContent: 'center' }, lines.initials);
  const nameSize = lines.name.length > 26 ? 52 : 64;
  return frame([
    brand(),
    el('div', { flex: 1, alignItems: 'center', gap: 56 }, [
      portrait,
      el('div', { flex: 1, flexDirection: 'column', gap: 18 }, [
        el('div', { fontSize: nameSize, fontWeight: 700, lineHeight: 1.1 }, lines.name),
        el('div', { fontSize: 32, color: GREY }, lines.title),
        ...(lines.verified ? [el('div', {}, [verifiedBadge()])] : []),
        el('div', { flexDirection: 'column', gap: 6, marginTop: 8 }, [
          el('div', { fontSize: 38, fontWeight: 700 }, lines.price),
          ...(lines.extra ? [el('div', { fontSize: 28, color: GREEN, fontWeight: 700 }, lines.extra)] : []),
          ...(lines.place ? [el('div', { fontSize: 28, color: GREY }, lines.place)] : []),
        ]),
      ]),
    ]),
  ]);
}

function homeCard(): Node {
  return frame([
    brand(),
    el('div', { flex: 1, flexDirection: 'column', justifyContent: 'center', gap: 28 }, [
      el('div', { fontSize: 72, fontWeight: 700, lineHeight: 1.1, maxWidth: 1000 }, 'Encontre o terapeuta ideal para você'),
      el('div', { fontSize: 36, color: GREY, maxWidth: 1000 }, 'Psicólogos com CRP verificado, sessões online e presenciais, agendamento sem complicação.'),
    ]),
  ]);
}

async function toPng(node: Node): Promise<Buffer> {
  const svg = await satori(node as Parameters<typeof satori>[0], { width: SHARE_CARD_WIDTH, height: SHARE_CARD_HEIGHT, fonts: loadFonts() });
  return new Resvg(svg, { fitTo: { mode: 'original' } }).render().asPng();
}

/** A profile's card; `photo` is a data: URL of a PNG or JPEG (null: the initials). */
export function renderTherapistCard(lines: ShareCardLines, photo: string | null): Promise<Buffer> {
  return toPng(therapistCard(lines, photo));
}

export function renderHomeCard(): Promise<Buffer> {
  return toPng(homeCard());
}

/** Width and height from a PNG's IHDR (bytes 16–23), or null when it is not a PNG. */
export function pngSize(png: Uint8Array): { width: number; height: number } | null {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.length < 24 || signature.some((b, i) => png[i] !== b)) return null;
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}
