import { clientAnswer } from '@acolhe/shared-domain';
import { multipart, newClient, newTherapist, PNG_1x1, pngWithSize, useTestApp, type TestUser } from '../../testing/helpers';

/** What GET /clientes/:id answers for a profile nobody filled in yet: these, and every other field of the answer blank. */
const unfilledProfile = (known: { id: string; name: string; email: string }) => ({
  ...Object.fromEntries(Object.keys(clientAnswer.entries).map((field) => [field, ''])),
  ...known,
});

describe('client profile (clientes)', () => {
  const t = useTestApp();

  const me = newClient('Camila Rocha');
  const fullProfile = {
    name: 'Camila Rocha Lima',
    email: 'camila@exemplo.com.br',
    gender: 'female',
    birthDate: '1990-07-12',
    phone: '(21) 99876-5432',
    city: 'Rio de Janeiro',
    state: 'RJ',
    cpf: '52998224725',
    zipCode: '20040020',
    street: 'Avenida Rio Branco',
    number: '156',
    complement: 'sala 1203',
    neighborhood: 'Centro',
  };

  it('GET /clientes/:id answers the own profile (created from the token on first call)', async () => {
    const res = await t.call({ method: 'GET', url: `/clientes/${me.sub}`, user: me });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(unfilledProfile({ id: me.sub, name: 'Camila Rocha', email: me.email }));
  });

  it('POST /clientes updates the caller’s profile; absent fields are kept, blank ones cleared', async () => {
    const res = await t.call({ method: 'POST', url: '/clientes', user: me, body: { ...fullProfile, id: me.sub } });
    expect(res.statusCode).toBe(200);
    // the body's e-mail is ignored: the address is the identity provider's verified one (issue 29)
    expect(res.json()).toEqual({ id: me.sub, image: '', ...fullProfile, email: me.email });
    const partial = await t.call({ method: 'POST', url: '/clientes', user: me, body: { name: 'Camila R. Lima', phone: '' } });
    expect(partial.json()).toMatchObject({ name: 'Camila R. Lima', phone: '', cpf: '52998224725', city: 'Rio de Janeiro' });
    const read = await t.call({ method: 'GET', url: `/clientes/${me.sub}`, user: me });
    expect(read.json()).toEqual(partial.json());
  });

  it('the address keeps its número and complemento; absent ones are kept, blank ones cleared', async () => {
    const who = newClient('Endereço Completo');
    const saved = await t.call({ method: 'POST', url: '/clientes', user: who, body: { name: 'Endereço Completo', street: 'Rua Augusta', number: ' 1200 ', complement: 'apto 42' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ street: 'Rua Augusta', number: '1200', complement: 'apto 42' });
    await t.call({ method: 'POST', url: '/clientes', user: who, body: { name: 'Endereço Completo', complement: '' } });
    expect((await t.call({ method: 'GET', url: `/clientes/${who.sub}`, user: who })).json()).toMatchObject({ number: '1200', complement: '' });
  });

  it('PUT /clientes/:id updates the own profile; another id → 403, unknown → 404', async () => {
    expect((await t.call({ method: 'PUT', url: `/clientes/${me.sub}`, user: me, body: { name: 'Camila Rocha' } })).statusCode).toBe(200);
    const other = newClient();
    await t.call({ method: 'GET', url: `/clientes/${other.sub}`, user: other });
    const foreign = await t.call({ method: 'PUT', url: `/clientes/${other.sub}`, user: me, body: { name: 'Invasor' } });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ message: 'Acesso negado.' });
    expect((await t.call({ method: 'PUT', url: '/clientes/nao-existe', user: me, body: { name: 'Alguém' } })).statusCode).toBe(404);
    const bodyId = await t.call({ method: 'POST', url: '/clientes', user: me, body: { id: other.sub, name: 'Invasor' } });
    expect(bodyId.statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: `/clientes/${other.sub}`, user: other })).json().name).toBe('Cliente Teste');
  });

  it('GET /clientes/:id of somebody else → 403, unknown → 404, no token → 401', async () => {
    expect((await t.call({ method: 'GET', url: `/clientes/${me.sub}`, user: newClient() })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: `/clientes/${me.sub}`, user: newTherapist() })).statusCode).toBe(403);
    const unknown = await t.call({ method: 'GET', url: '/clientes/nao-existe', user: newClient() });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Cliente não encontrado.' });
    expect((await t.call({ method: 'GET', url: `/clientes/${me.sub}` })).statusCode).toBe(401);
  });

  it('a therapist cannot use the client update → 403', async () => {
    const res = await t.call({ method: 'POST', url: '/clientes', user: newTherapist(), body: { name: 'Terapeuta' } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Acesso restrito a clientes.' });
  });

  it.each([
    [{ name: 'Ab' }, 'name', 'Nome deve ter pelo menos 3 caracteres.'],
    [{}, 'name', 'Nome deve ter pelo menos 3 caracteres.'],
    [{ name: 'Válido', cpf: '529.982.247-25' }, 'cpf', 'CPF inválido'],
    [{ name: 'Válido', cpf: '123' }, 'cpf', 'CPF inválido'],
    [{ name: 'Válido', cpf: '11111111111' }, 'cpf', 'CPF inválido'], // all digits equal (issue 30)
    [{ name: 'Válido', zipCode: '01310-100' }, 'zipCode', 'CEP inválido'],
    [{ name: 'Válido', state: 'XX' }, 'state', 'Selecione um estado válido.'],
    [{ name: 'Válido', gender: 'masculino' }, 'gender', 'Selecione uma opção de gênero válida.'],
    [{ name: 'Válido', birthDate: '2999-01-01' }, 'birthDate', 'A data de nascimento não pode ser no futuro.'],
    [{ name: 'Válido', birthDate: '1899-12-31' }, 'birthDate', 'A data de nascimento não pode ser anterior a 01/01/1900.'],
    [{ name: 'Válido', phone: '123' }, 'phone', 'Telefone inválido'],
    [{ name: 'Válido', email: 'não é email' }, 'email', 'E-mail inválido'],
    [{ name: 'Válido', number: '1'.repeat(21) }, 'number', 'Valor inválido.'],
    [{ name: 'Válido', complement: 'c'.repeat(101) }, 'complement', 'Valor inválido.'],
  ])('400 for %j', async (body, field, message) => {
    const res = await t.call({ method: 'POST', url: '/clientes', user: me, body });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[field]).toBe(message);
  });

  describe('POST /clientes/:id/upload-profile-image', () => {
    const upload = (user: TestUser | undefined, bytes: Buffer, id = me.sub) => {
      const { payload, headers } = multipart({ filename: 'foto.png', contentType: 'image/png', bytes });
      return t.call({ method: 'POST', url: `/clientes/${id}/upload-profile-image`, user, headers, payload });
    };

    it('stores the image and updates the profile', async () => {
      const res = await upload(me, PNG_1x1);
      expect(res.statusCode).toBe(200);
      const { url } = res.json();
      expect(url).toMatch(new RegExp(`/uploads/clientes/${me.sub}/[0-9a-f-]+\\.png$`));
      expect((await t.call({ method: 'GET', url: `/clientes/${me.sub}`, user: me })).json().image).toBe(url);
    });

    it('accepts exactly 1 MB', async () => {
      expect((await upload(me, pngWithSize(200, 200, 1024 * 1024))).statusCode).toBe(200);
    });

    it('413 for a 2 MB image, in pt-BR', async () => {
      const res = await upload(me, pngWithSize(200, 200, 2 * 1024 * 1024));
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ message: 'A imagem deve ter no máximo 1MB.', fieldErrors: { file: 'A imagem deve ter no máximo 1MB.' } });
    });

    it('400 for a non-image disguised as .png', async () => {
      const res = await upload(me, Buffer.from('%PDF-1.4 não sou imagem'));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Por favor, selecione uma imagem válida.');
    });

    it('403 for another client’s id or a therapist, 401 without a token', async () => {
      const other = newClient();
      await t.call({ method: 'GET', url: `/clientes/${other.sub}`, user: other });
      expect((await upload(me, PNG_1x1, other.sub)).statusCode).toBe(403);
      expect((await upload(newTherapist(), PNG_1x1)).statusCode).toBe(403);
      expect((await upload(undefined, PNG_1x1)).statusCode).toBe(401);
    });
  });
});
