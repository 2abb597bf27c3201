import { buildApp } from '../app';
import { useTestApp } from '../../testing/helpers';
import { ViaCepProvider } from './cep-provider';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

describe('GET /cep/:cep (stub provider)', () => {
  const t = useTestApp();

  it('answers ViaCEP fields and the product’s own fields', async () => {
    for (const cep of ['01310-100', '01310100']) {
      const res = await t.call({ method: 'GET', url: `/cep/${cep}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        cep: '01310-100',
        logradouro: 'Avenida Paulista',
        bairro: 'Bela Vista',
        localidade: 'São Paulo',
        uf: 'SP',
        zipCode: '01310100',
        street: 'Avenida Paulista',
        neighborhood: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
      });
    }
  });

  it.each([
    ['20040-020', 'Rio de Janeiro', 'RJ'],
    ['30130-010', 'Belo Horizonte', 'MG'],
    ['40020-000', 'Salvador', 'BA'],
    ['70040-010', 'Brasília', 'DF'],
  ])('knows %s (%s)', async (cep, city, uf) => {
    const res = await t.call({ method: 'GET', url: `/cep/${cep}` });
    expect(res.json()).toMatchObject({ localidade: city, uf, city, state: uf });
  });

  it('answers 503 when the provider is down', async () => {
    const app = await buildApp({
      db: t.db,
      config: t.config,
      logger: false,
      cepProvider: { lookup: async () => Promise.reject(new Error('down')) },
    });
    const res = await app.inject({ method: 'GET', url: '/cep/01310100' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: 'Serviço de CEP indisponível. Tente novamente mais tarde.' });
    await app.close();
  });

  it('404 for an unknown CEP, 400 for a malformed one', async () => {
    const unknown = await t.call({ method: 'GET', url: '/cep/99999-999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'CEP não encontrado.' });
    for (const bad of ['123', 'abcde-fgh', '01310-1000', '01310_100']) {
      const res = await t.call({ method: 'GET', url: `/cep/${bad}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('CEP inválido. Informe os 8 dígitos.');
    }
  });
});

describe('ViaCepProvider', () => {
  it('maps ViaCEP answers, treats { erro: true } as not found and a 5xx as unavailable', async () => {
    const server = createServer((req, res) => {
      res.setHeader('content-type', 'application/json');
      if (req.url === '/ws/01310100/json/') {
        res.end(JSON.stringify({ cep: '01310-100', logradouro: 'Avenida Paulista', bairro: 'Bela Vista', localidade: 'São Paulo', uf: 'SP' }));
      } else if (req.url === '/ws/99999999/json/') {
        res.end(JSON.stringify({ erro: 'true' }));
      } else {
        res.statusCode = 502;
        res.end('{}');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const provider = new ViaCepProvider(`http://127.0.0.1:${(server.address() as AddressInfo).port}/ws`);
    expect(await provider.lookup('01310100')).toEqual({
      zipCode: '01310100',
      street: 'Avenida Paulista',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    });
    expect(await provider.lookup('99999999')).toBeNull();
    await expect(provider.lookup('11111111')).rejects.toThrow();
    await new Promise((resolve) => server.close(resolve));
  });

});
