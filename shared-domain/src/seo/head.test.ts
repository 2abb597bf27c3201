import type { TherapistHeadData } from './head';
import { MAX_TITLE_LENGTH, pageHead, pageTitle, therapistDescription, therapistHeading, therapistJsonLd, truncateText } from './head';
import { ROUTES, type RouteName } from '../contracts/routes';

const marina: TherapistHeadData = {
  id: 'd0000000-0000-4000-8000-000000000001',
  fullName: 'Marina Duarte',
  title: 'Psicóloga Clínica',
  city: 'São Paulo',
  state: 'SP',
  location: 'São Paulo, SP',
  officeCity: 'São Paulo',
  bio: 'Atendo adultos com ansiedade e depressão há dez anos, com escuta acolhedora e sem julgamentos.',
  rating: 4.8,
  reviewCount: 12,
  sessionPrice: 180,
  sessionDuration: 50,
  freeFirstSession: false,
  specialties: [{ id: '1', name: 'Ansiedade' }],
};

describe('titles', () => {
  it("a profile: name, role and city, then the site's name", () => {
    expect(pageTitle('terapeuta', { therapist: marina })).toBe('Marina Duarte — Psicóloga Clínica em São Paulo | Acolhe');
    expect(therapistHeading({ fullName: '  Ana  Lima ', title: '', city: '' })).toBe('Ana Lima');
    expect(therapistHeading({ fullName: 'Ana Lima', title: '', city: 'Recife' })).toBe('Ana Lima — Terapeuta em Recife');
    expect(therapistHeading({ fullName: 'Ana Lima', title: 'Psicanalista', city: '' })).toBe('Ana Lima — Psicanalista');
  });

  it('a profile stays within 60 characters: a long role gives way to Psicólogo(a), then the city goes, then the name is cut', () => {
    // issue 44: this one was 86 characters
    const long = { fullName: 'Maria Aparecida dos Santos Oliveira', title: 'Psicóloga Clínica e Neuropsicóloga', city: 'São Paulo' };
    expect(pageTitle('terapeuta', { therapist: long })).toBe('Maria Aparecida dos Santos Oliveira — Psicólogo(a) | Acolhe');
    const shorter = { fullName: 'Ana Lima', title: 'Psicóloga Clínica e Neuropsicóloga Infantil', city: 'Recife' };
    expect(pageTitle('terapeuta', { therapist: shorter })).toBe('Ana Lima — Psicólogo(a) em Recife | Acolhe');
    const name = 'Maria Aparecida dos Santos Oliveira de Albuquerque Cavalcanti';
    expect(pageTitle('terapeuta', { therapist: { fullName: name, title: 'Psicóloga', city: 'Recife' } })).toBe('Maria Aparecida dos Santos Oliveira de… | Acolhe');
    expect(pageTitle('terapeutas', { search: 'ansiedade '.repeat(10) })).toBe('Terapeutas: ansiedade ansiedade ansiedade… | Acolhe');
    for (const route of Object.keys(ROUTES) as RouteName[]) {
      for (const title of [pageTitle(route), pageTitle(route, { search: 'x'.repeat(200), therapist: { fullName: 'y'.repeat(200), title: 'z'.repeat(200), city: 'w'.repeat(200) } })]) {
        expect([route, title.length <= MAX_TITLE_LENGTH]).toEqual([route, true]);
      }
    }
  });

  it('a profile not known yet, the list with and without a search, the home, private pages, not found', () => {
    expect(pageTitle('terapeuta')).toBe('Perfil do terapeuta | Acolhe');
    expect(pageTitle('terapeutas')).toBe('Encontre seu terapeuta | Acolhe');
    expect(pageTitle('terapeutas', { search: ' ansiedade ' })).toBe('Terapeutas: ansiedade | Acolhe');
    // a route of several screens: the screen first (issue 44)
    expect(pageTitle('operacao', { section: 'Terapeutas' })).toBe('Terapeutas | Operação | Acolhe');
    expect(pageTitle('operacao', { section: ' ' })).toBe('Operação | Acolhe');
    expect(pageTitle('home')).toBe('Acolhe — encontre o terapeuta ideal para você');
    expect(pageTitle('tutorialClientes')).toBe('Tutorial para clientes | Acolhe');
    expect(pageTitle('painelCliente')).toBe('Painel do cliente | Acolhe');
    expect(pageTitle(null)).toBe('Página não encontrada | Acolhe');
  });
});

describe('descriptions and indexing', () => {
  it('a profile: role, place, price and rating first, then the bio', () => {
    expect(therapistDescription(marina)).toBe(
      'Psicóloga Clínica em São Paulo, SP. Sessão de 50 min: R$ 180,00. Nota 4,8 em 12 avaliações. Atendo adultos com ansiedade e depressão há dez anos, com escuta acolhedora e sem julgamentos.',
    );
    const free = therapistDescription({ ...marina, freeFirstSession: true, reviewCount: 0, bio: 'x '.repeat(300) });
    expect(free).toContain('R$ 180,00 (primeira sessão gratuita).');
    expect(free).not.toContain('Nota');
    expect(free.length).toBeLessThanOrEqual(200);
    expect(free.endsWith('…')).toBe(true);
  });

  it('public pages are indexable; private ones and not found are not', () => {
    expect(pageHead('terapeuta', { therapist: marina })).toEqual({
      title: 'Marina Duarte — Psicóloga Clínica em São Paulo | Acolhe',
      description: therapistDescription(marina),
      noindex: false,
      type: 'profile',
    });
    expect(pageHead('home').noindex).toBe(false);
    for (const route of ['termosDeUso', 'politicaDePrivacidade', 'cookies', 'faq', 'quemSomos'] as const) {
      expect(pageHead(route).noindex).toBe(false);
      expect(pageHead(route).description).not.toBe(pageHead('home').description);
    }
    expect(pageTitle('politicaDePrivacidade')).toBe('Política de privacidade | Acolhe');
    expect(pageHead('tutorialTerapeutas').description).toContain('abrir sua agenda');
    for (const route of ['login', 'cadastro', 'agendar', 'areaTerapeuta', 'configuracoesCliente'] as const) expect(pageHead(route).noindex).toBe(true);
    expect(pageHead(null).noindex).toBe(true);
  });

  it('truncateText cuts at a word and flattens whitespace', () => {
    expect(truncateText('um  dois\ntrês', 50)).toBe('um dois três');
    expect(truncateText('palavra '.repeat(10), 20)).toBe('palavra palavra…');
  });
});

describe('therapistJsonLd', () => {
  const where = { pageUrl: 'https://acolhe.com.br/terapeuta/d0000000-0000-4000-8000-000000000001', imageUrl: 'https://api.acolhe.com.br/uploads/m.webp' };

  it('a ProfessionalService with the therapist, the session as an Offer in BRL and the rating', () => {
    expect(therapistJsonLd(marina, where)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ProfessionalService',
      '@id': where.pageUrl,
      name: 'Marina Duarte — Psicóloga Clínica em São Paulo',
      url: where.pageUrl,
      image: where.imageUrl,
      description: marina.bio,
      address: { '@type': 'PostalAddress', addressLocality: 'São Paulo', addressRegion: 'SP', addressCountry: 'BR' },
      employee: { '@type': 'Person', name: 'Marina Duarte', jobTitle: 'Psicóloga Clínica', knowsAbout: ['Ansiedade'], image: where.imageUrl },
      makesOffer: {
        '@type': 'Offer',
        price: '180.00',
        priceCurrency: 'BRL',
        url: where.pageUrl,
        itemOffered: { '@type': 'Service', name: 'Sessão de psicoterapia (50 min)' },
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.8, reviewCount: 12, bestRating: 5, worstRating: 1 },
    });
  });

  it('no rating without reviews, no image without a photo', () => {
    const data = therapistJsonLd({ ...marina, reviewCount: 0, rating: 0 }, { pageUrl: where.pageUrl });
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).not.toHaveProperty('image');
    expect(data.employee).not.toHaveProperty('image');
  });

  it("a verified CRP is the person's credential, recognised by its regional council; an unverified one is not", () => {
    const verified = therapistJsonLd({ ...marina, crp: '06/154872', crpVerificadoEm: '2026-11-20' }, where);
    expect((verified.employee as Record<string, unknown>).hasCredential).toEqual({
      '@type': 'EducationalOccupationalCredential',
      credentialCategory: 'Registro profissional',
      name: 'CRP 06/154872',
      recognizedBy: { '@type': 'Organization', name: 'Conselho Regional de Psicologia (CRP-06)', areaServed: [{ '@type': 'State', name: 'SP' }] },
      validFrom: '2026-11-20',
    });
    for (const crpVerificadoEm of [null, undefined, '']) {
      expect(therapistJsonLd({ ...marina, crp: '06/154872', crpVerificadoEm }, where).employee).not.toHaveProperty('hasCredential');
    }
  });

  it('carries no private field even when the record holds one', () => {
    const leaky = { ...marina, cpf: '123.456.789-09', phone: '(11) 91234-5678', email: 'marina@exemplo.com' } as TherapistHeadData;
    const text = JSON.stringify([therapistJsonLd(leaky, where), pageHead('terapeuta', { therapist: leaky })]);
    for (const secret of ['123.456.789-09', '91234-5678', 'marina@exemplo.com']) expect(text).not.toContain(secret);
  });
});
