import { diskUploadsApp, gifWithSize, jpegWithSize, multipart, newClient, newTherapist, PNG_1x1, pngWithSize, profileBody, useTestApp, webpWithSize } from '../../testing/helpers';

describe('therapist private record', () => {
  const t = useTestApp();

  it('every event of the profiles is heard by the public reads', () => {
    for (const name of ['TerapeutaCadastrado', 'PerfilDoTerapeutaSalvo', 'FotoDoTerapeutaAlterada', 'PerfilDoClienteSalvo'] as const) {
      expect({ name, heard: t.app.bus.hears(name) }).toEqual({ name, heard: true });
    }
  });

  describe('POST /terapeutas (profile save)', () => {
    it('saves the caller’s profile and answers the private record', async () => {
      const me = newTherapist('Nome do Token');
      const res = await t.call({ method: 'POST', url: '/terapeutas', user: me, body: { ...profileBody({ cpf: '529.982.247-25' }), id: me.sub } });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        id: me.sub,
        email: me.email,
        fullName: 'Ana Paula Souza',
        cpf: '52998224725',
        birthDate: '1985-05-20',
        phone: '(11) 98888-7777',
        city: 'São Paulo',
        state: 'SP',
        location: 'São Paulo - SP',
        sessionPrice: 150,
        price: 150,
        sessionDuration: 50,
        sessionFormats: ['online', 'presencial'],
        specialties: [
          { id: 'ansiedade', name: 'Ansiedade' },
          { id: 'tcc', name: 'TCC (Terapia Cognitivo-Comportamental)' },
        ],
        profileComplete: true,
        rating: 0,
        reviewCount: 0,
      });
      expect(body.education[0]).toEqual({ id: expect.stringMatching(/.{8,}/), degree: 'Graduação em Psicologia', institution: 'USP', year: '2008' });
    });

    it('accepts specialties as { id, name } objects and replaces them on every save', async () => {
      const me = newTherapist();
      await t.call({ method: 'POST', url: '/terapeutas', user: me, body: profileBody() });
      const res = await t.call({
        method: 'POST',
        url: '/terapeutas',
        user: me,
        body: profileBody({ specialties: [{ id: 'luto', name: 'Luto' }, { id: 'toc', name: 'qualquer' }] as never }),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().specialties).toEqual([
        { id: 'luto', name: 'Luto' },
        { id: 'toc', name: 'TOC' },
      ]);
    });

    it('400 for an unknown specialty id', async () => {
      const res = await t.call({ method: 'POST', url: '/terapeutas', user: newTherapist(), body: profileBody({ specialties: ['astrologia'] }) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Especialidade inválida.', fieldErrors: { specialties: 'Especialidade inválida.' } });
    });

    it('400 with the shared schema’s pt-BR messages', async () => {
      const res = await t.call({
        method: 'POST',
        url: '/terapeutas',
        user: newTherapist(),
        body: profileBody({ fullName: 'Al', cpf: '123', sessionPrice: 0, sessionDuration: 10, bio: 'curta', youtubeVideoUrl: 'javascript:alert(1)', languages: [] }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toEqual({
        fullName: 'O nome completo deve ter pelo menos 3 caracteres.',
        cpf: 'CPF inválido',
        sessionPrice: 'Informe um valor válido para a sessão',
        sessionDuration: 'Duração mínima de 15 minutos',
        bio: 'A biografia deve ter pelo menos 10 caracteres.',
        youtubeVideoUrl: 'Informe uma URL válida',
        languages: 'Selecione pelo menos um idioma.',
      });
    });

    it('400 for a CPF of equal digits, a CRP that is not RR/NNNNN(N) and a video the profile cannot show (issue 30)', async () => {
      const res = await t.call({
        method: 'POST',
        url: '/terapeutas',
        user: newTherapist(),
        body: profileBody({ cpf: '111.111.111-11', crp: '05123', youtubeVideoUrl: 'https://vimeo.com/76979871' }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toEqual({
        cpf: 'CPF inválido',
        crp: 'CRP inválido',
        youtubeVideoUrl: 'O perfil só mostra vídeos do YouTube: cole um link como https://www.youtube.com/watch?v=…',
      });
      // any spelling of a right CRP is kept in one
      const ok = await t.call({ method: 'POST', url: '/terapeutas', user: newTherapist(), body: profileBody({ crp: 'CRP 06-12345' }) });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().crp).toBe('06/12345');
    });

    it('403 for a client (Acesso restrito a terapeutas.) and for another therapist’s id in the body', async () => {
      const asClient = await t.call({ method: 'POST', url: '/terapeutas', user: newClient(), body: profileBody() });
      expect(asClient.statusCode).toBe(403);
      expect(asClient.json()).toEqual({ message: 'Acesso restrito a terapeutas.' });
      const other = newTherapist();
      const foreign = await t.call({ method: 'POST', url: '/terapeutas', user: newTherapist(), body: { ...profileBody(), id: other.sub } });
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json()).toEqual({ message: 'Acesso negado.' });
    });

    it('401 without a token', async () => {
      const res = await t.call({ method: 'POST', url: '/terapeutas', body: profileBody() });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('GET /terapeutas/:id (private read) and PUT /terapeutas/:id', () => {
    const owner = newTherapist('Dono do Perfil');
    beforeAll(async () => {
      await t.call({ method: 'POST', url: '/terapeutas', user: owner, body: profileBody({ paymentLink: 'https://pagar.exemplo.com/x', cpf: '390.533.447-05' }) });
    });

    it('answers the private record to its owner only', async () => {
      const res = await t.call({ method: 'GET', url: `/terapeutas/${owner.sub}`, user: owner });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: owner.sub, cpf: '39053344705', paymentLink: 'https://pagar.exemplo.com/x', phone: '(11) 98888-7777' });
    });

    it.each([
      ['another therapist', () => newTherapist(), 403, { message: 'Acesso negado.' }],
      ['a client', () => newClient(), 403, { message: 'Acesso negado.' }],
    ])('403 for %s', async (_who, make, status, body) => {
      const res = await t.call({ method: 'GET', url: `/terapeutas/${owner.sub}`, user: make() });
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual(body);
    });

    it('404 for an unknown id, 401 without a token', async () => {
      const res = await t.call({ method: 'GET', url: '/terapeutas/00000000-0000-4000-8000-00000000dead', user: newTherapist() });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Terapeuta não encontrado.' });
      expect((await t.call({ method: 'GET', url: `/terapeutas/${owner.sub}` })).statusCode).toBe(401);
    });

    it('PUT updates the own profile; another’s id → 403, unknown → 404', async () => {
      const res = await t.call({ method: 'PUT', url: `/terapeutas/${owner.sub}`, user: owner, body: profileBody({ sessionPrice: 220 }) });
      expect(res.statusCode).toBe(200);
      expect(res.json().sessionPrice).toBe(220);
      const foreign = await t.call({ method: 'PUT', url: `/terapeutas/${owner.sub}`, user: newTherapist(), body: profileBody() });
      expect(foreign.statusCode).toBe(403);
      const unknown = await t.call({ method: 'PUT', url: '/terapeutas/nao-existe', user: newTherapist(), body: profileBody() });
      expect(unknown.statusCode).toBe(404);
    });
  });

  describe('POST /terapeutas/:id/upload-profile-image', () => {
    const owner = newTherapist('Com Foto');
    const upload = (user: ReturnType<typeof newTherapist> | undefined, file: Parameters<typeof multipart>[0], id = owner.sub) => {
      const { payload, headers } = multipart(file);
      return t.call({ method: 'POST', url: `/terapeutas/${id}/upload-profile-image`, user, headers, payload });
    };

    it('stores a PNG and answers its url (also as imageUrl); the profile shows it', async () => {
      const res = await upload(owner, { filename: 'foto.png', contentType: 'image/png', bytes: PNG_1x1 });
      expect(res.statusCode).toBe(200);
      const { url, imageUrl } = res.json();
      expect(url).toBe(imageUrl);
      expect(url).toMatch(new RegExp(`^http://localhost:4000/uploads/terapeutas/${owner.sub}/[0-9a-f-]+\\.png$`));
      const key = url.replace('http://localhost:4000/uploads/', '');
      expect(t.storage.files.get(key)).toEqual({ bytes: PNG_1x1, contentType: 'image/png' });
      const profile = await t.call({ method: 'GET', url: `/terapeutas/${owner.sub}`, user: owner });
      expect(profile.json()).toMatchObject({ profileImageUrl: url, image: url });
    });

    it.each([
      ['JPEG', jpegWithSize(800, 600), 'image/jpeg', 'jpg'],
      ['GIF', gifWithSize(100, 100), 'image/gif', 'gif'],
      ['WebP', webpWithSize(640, 480), 'image/webp', 'webp'],
      ['a PNG named .jpg (content decides)', PNG_1x1, 'image/jpeg', 'png'],
      ['a 2 MB PNG (therapists may send up to 5 MB)', pngWithSize(100, 100, 2 * 1024 * 1024), 'image/png', 'png'],
    ])('accepts %s', async (_name, bytes, contentType, ext) => {
      const res = await upload(owner, { filename: 'foto.bin', contentType, bytes });
      expect(res.statusCode).toBe(200);
      expect(res.json().url).toMatch(new RegExp(`\\.${ext}$`));
    });

    it.each([
      ['text disguised as .png', Buffer.from('isto não é uma imagem, é texto puro'), 'Por favor, selecione uma imagem válida.'],
      ['an HTML file named .png', Buffer.from('<html><script>alert(1)</script></html>'), 'Por favor, selecione uma imagem válida.'],
      ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), 'Por favor, selecione uma imagem válida.'],
      ['a truncated PNG header', PNG_1x1.subarray(0, 12), 'Por favor, selecione uma imagem válida.'],
      ['a 5000×10 PNG', pngWithSize(5000, 10), 'A imagem deve ter no máximo 4096×4096 pixels.'],
    ])('400 for %s', async (_name, bytes, message) => {
      const res = await upload(owner, { filename: 'foto.png', contentType: 'image/png', bytes });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message, fieldErrors: { file: message } });
    });

    it('413 for more than 5 MB', async () => {
      const res = await upload(owner, { filename: 'grande.png', contentType: 'image/png', bytes: pngWithSize(100, 100, 5 * 1024 * 1024 + 10) });
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe('A imagem deve ter no máximo 5MB.');
    });

    it('400 without the `file` field; 415 for a JSON body', async () => {
      const wrongField = await upload(owner, { field: 'foto', filename: 'a.png', contentType: 'image/png', bytes: PNG_1x1 });
      expect(wrongField.statusCode).toBe(400);
      expect(wrongField.json().message).toBe('Envie uma imagem no campo "file".');
      const empty = await upload(owner, null);
      expect(empty.statusCode).toBe(400);
      const asJson = await t.call({ method: 'POST', url: `/terapeutas/${owner.sub}/upload-profile-image`, user: owner, body: { file: 'x' } });
      expect(asJson.statusCode).toBe(415);
    });

    it('403 for another therapist or a client, 404 for an unknown id, 401 without a token', async () => {
      const file = { filename: 'a.png', contentType: 'image/png', bytes: PNG_1x1 };
      expect((await upload(newTherapist(), file)).statusCode).toBe(403);
      const asClient = await upload(newClient(), file);
      expect(asClient.statusCode).toBe(403);
      expect(asClient.json()).toEqual({ message: 'Acesso restrito a terapeutas.' });
      expect((await upload(newTherapist(), file, 'nao-existe')).statusCode).toBe(404);
      expect((await upload(undefined, file)).statusCode).toBe(401);
    });
  });

  it('local-disk storage: the answered url is served back at GET /uploads/*', async () => {
    const app = await diskUploadsApp(t, { sub: 'disk-owner', email: 'd@x.com', name: 'Disco' });
    const { payload, headers } = multipart({ filename: 'a.png', contentType: 'image/png', bytes: PNG_1x1 });
    const res = await app.inject({
      method: 'POST',
      url: '/terapeutas/disk-owner/upload-profile-image',
      headers: { ...headers, authorization: 'Bearer x' },
      payload,
    });
    expect(res.statusCode).toBe(200);
    const url: string = res.json().url;
    expect(url.startsWith('http://api.exemplo/uploads/terapeutas/disk-owner/')).toBe(true);
    const served = await app.inject({ method: 'GET', url: url.replace('http://api.exemplo', '') });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG_1x1)).toBe(true);
    expect((await app.inject({ method: 'GET', url: '/uploads/../package.json' })).statusCode).toBe(404);
    await app.close();
  });
});
