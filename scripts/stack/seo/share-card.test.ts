// The share card's drawing: a 1200×630 PNG whose bytes follow what it draws.
import { pngSize, renderHomeCard, renderTherapistCard, shareCardLines, shareCardVersion, SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH } from './share-card';

const MARINA = { fullName: 'Marina Duarte', title: 'Psicóloga Clínica', crp: '06/154872', crpVerificadoEm: '2026-11-20', sessionPrice: 180, freeFirstSession: false, city: 'São Paulo', state: 'SP' };

it("writes the card's lines in the product's words", () => {
  expect(shareCardLines(MARINA)).toEqual({
    name: 'Marina Duarte',
    title: 'Psicóloga Clínica · CRP 06/154872',
    verified: true,
    price: 'R$ 180,00 por sessão',
    extra: '',
    place: 'São Paulo, SP',
    initials: 'MD',
  });
  expect(shareCardLines({ ...MARINA, title: '', crpVerificadoEm: null, freeFirstSession: true })).toMatchObject({
    title: 'Psicólogo(a) · CRP 06/154872',
    verified: false,
    extra: 'Primeira sessão gratuita',
  });
});

it('the version follows the drawn text and the photo', () => {
  const lines = shareCardLines(MARINA);
  expect(shareCardVersion(lines, null)).toBe(shareCardVersion(shareCardLines({ ...MARINA }), null));
  expect(shareCardVersion(lines, null)).not.toBe(shareCardVersion(shareCardLines({ ...MARINA, fullName: 'Marina D.' }), null));
  expect(shareCardVersion(lines, null)).not.toBe(shareCardVersion(lines, 'data:image/png;base64,AA=='));
});

it('draws a 1200×630 PNG that changes with the name, and the home card', async () => {
  const first = await renderTherapistCard(shareCardLines(MARINA), null);
  expect(pngSize(first)).toEqual({ width: SHARE_CARD_WIDTH, height: SHARE_CARD_HEIGHT });
  const renamed = await renderTherapistCard(shareCardLines({ ...MARINA, fullName: 'Marina Duarte Lima' }), null);
  expect(pngSize(renamed)).toEqual({ width: 1200, height: 630 });
  expect(Buffer.compare(first, renamed)).not.toBe(0);
  expect(pngSize(await renderHomeCard())).toEqual({ width: 1200, height: 630 });
}, 30_000);

it('pngSize refuses what is not a PNG', () => {
  expect(pngSize(Buffer.from('GIF89a-not-a-png-at-all-really'))).toBeNull();
});
