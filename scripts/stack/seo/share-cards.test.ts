// The share cards' cache and photos, without HTTP (pages.test.ts covers the served PNGs and the heads).
import { pngSize, renderHomeCard } from './share-card';
import { shareCards, type ShareCardRecord } from './share-cards';

const MARINA: ShareCardRecord = {
  id: 't1',
  fullName: 'Marina Duarte',
  title: 'Psicóloga Clínica',
  crp: '06/154872',
  crpVerificadoEm: '2026-11-20',
  sessionPrice: 180,
  freeFirstSession: false,
  city: 'São Paulo',
  state: 'SP',
  profileImageUrl: '',
};

function setup(photo: Buffer | null) {
  let record = MARINA;
  const photoCalls: string[] = [];
  const cards = shareCards({
    therapist: async (id) => (id === record.id ? { found: record } : { missing: true }),
    photoUrl: (raw) => raw || undefined,
    fetch: async (url) => {
      photoCalls.push(String(url));
      return photo ? new Response(new Uint8Array(photo), { status: 200 }) : new Response(null, { status: 404 });
    },
  });
  return { cards, photoCalls, set: (next: ShareCardRecord) => (record = next) };
}

const bodyOf = async (cards: ReturnType<typeof shareCards>, path: string) => (await cards.handle(path))!.body as Buffer;

it('draws a card once per version: the same bytes until what it shows changes', async () => {
  const { cards, set } = setup(null);
  const first = await bodyOf(cards, '/og/terapeutas/t1.png');
  expect(await bodyOf(cards, '/og/terapeutas/t1.png')).toBe(first); // from memory, not drawn again
  set({ ...MARINA, sessionPrice: 200 });
  const repriced = await bodyOf(cards, '/og/terapeutas/t1.png');
  expect(repriced).not.toBe(first);
  expect(pngSize(repriced)).toEqual({ width: 1200, height: 630 });
  expect(cards.versionOf({ ...MARINA, sessionPrice: 200 })).not.toBe(cards.versionOf(MARINA));
}, 30_000);

it('draws a PNG or JPEG photo; a WebP one (resvg draws it blank) and a missing one give the initials', async () => {
  const initials = await bodyOf(setup(null).cards, '/og/terapeutas/t1.png');
  const withPhoto = setup(await renderHomeCard());
  withPhoto.set({ ...MARINA, profileImageUrl: 'https://api.acolhe.com.br/uploads/t1.png' });
  const drawn = await bodyOf(withPhoto.cards, '/og/terapeutas/t1.png');
  expect(withPhoto.photoCalls).toEqual(['https://api.acolhe.com.br/uploads/t1.png']);
  expect(Buffer.compare(drawn, initials)).not.toBe(0);

  const webp = setup(Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 '), Buffer.alloc(64)]));
  webp.set({ ...MARINA, profileImageUrl: 'https://api.acolhe.com.br/uploads/t1.webp' });
  const fallback = await bodyOf(webp.cards, '/og/terapeutas/t1.png');
  expect(Buffer.compare(fallback, initials)).toBe(0);
}, 30_000);

it('answers only /og/ paths: another path is not its business, an unknown profile is a 404', async () => {
  const { cards } = setup(null);
  expect(await cards.handle('/terapeutas')).toBeNull();
  expect((await cards.handle('/og/terapeutas/outro.png'))!.status).toBe(404);
  expect((await cards.handle('/og/terapeutas/../t1.png'))!.status).toBe(404);
});
