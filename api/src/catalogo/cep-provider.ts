// CEP (Brazilian postal code) lookup providers. `stub` (the embedded default) answers a handful
// of real-looking addresses offline; `viacep` asks https://viacep.com.br for production.
export interface CepAddress {
  /** 8 digits */
  zipCode: string;
  street: string;
  neighborhood: string;
  city: string;
  /** two-letter UF */
  state: string;
}

export interface CepProvider {
  /** The address of an 8-digit CEP, or null when the CEP does not exist. Throws when the
   * provider itself is unreachable. */
  lookup(cep: string): Promise<CepAddress | null>;
}

const STUB_ADDRESSES: readonly CepAddress[] = [
  { zipCode: '01310100', street: 'Avenida Paulista', neighborhood: 'Bela Vista', city: 'São Paulo', state: 'SP' },
  { zipCode: '01001000', street: 'Praça da Sé', neighborhood: 'Sé', city: 'São Paulo', state: 'SP' },
  { zipCode: '05422030', street: 'Rua dos Pinheiros', neighborhood: 'Pinheiros', city: 'São Paulo', state: 'SP' },
  { zipCode: '20040020', street: 'Avenida Rio Branco', neighborhood: 'Centro', city: 'Rio de Janeiro', state: 'RJ' },
  { zipCode: '22071000', street: 'Avenida Atlântica', neighborhood: 'Copacabana', city: 'Rio de Janeiro', state: 'RJ' },
  { zipCode: '30130010', street: 'Praça Sete de Setembro', neighborhood: 'Centro', city: 'Belo Horizonte', state: 'MG' },
  { zipCode: '40020000', street: 'Avenida Sete de Setembro', neighborhood: 'Dois de Julho', city: 'Salvador', state: 'BA' },
  { zipCode: '70040010', street: 'Esplanada dos Ministérios', neighborhood: 'Zona Cívico-Administrativa', city: 'Brasília', state: 'DF' },
];

export class StubCepProvider implements CepProvider {
  private readonly byCep = new Map(STUB_ADDRESSES.map((a) => [a.zipCode, a]));
  async lookup(cep: string): Promise<CepAddress | null> {
    return this.byCep.get(cep) ?? null;
  }
}

interface ViaCepAnswer {
  cep?: string;
  logradouro?: string;
  bairro?: string;
  localidade?: string;
  uf?: string;
  erro?: boolean | string;
}

export class ViaCepProvider implements CepProvider {
  constructor(
    private readonly baseUrl = 'https://viacep.com.br/ws',
    private readonly timeoutMs = 5000,
  ) {}

  async lookup(cep: string): Promise<CepAddress | null> {
    const res = await fetch(`${this.baseUrl}/${cep}/json/`, { signal: AbortSignal.timeout(this.timeoutMs) });
    // ViaCEP answers 400 for a malformed CEP and 200 `{ erro: true }` for an unknown one.
    if (res.status === 400 || res.status === 404) return null;
    if (!res.ok) throw new Error(`ViaCEP respondeu ${res.status}`);
    const body = (await res.json()) as ViaCepAnswer;
    if (body.erro) return null;
    return {
      zipCode: (body.cep ?? cep).replace(/\D/g, ''),
      street: body.logradouro ?? '',
      neighborhood: body.bairro ?? '',
      city: body.localidade ?? '',
      state: body.uf ?? '',
    };
  }
}

/** The answer of GET /cep/{cep}: ViaCEP's field names plus the product's own (Address). */
export function toCepAnswer(a: CepAddress) {
  const masked = `${a.zipCode.slice(0, 5)}-${a.zipCode.slice(5)}`;
  return {
    cep: masked,
    logradouro: a.street,
    bairro: a.neighborhood,
    localidade: a.city,
    uf: a.state,
    zipCode: a.zipCode,
    street: a.street,
    neighborhood: a.neighborhood,
    city: a.city,
    state: a.state,
  };
}

export function createCepProvider(name: 'stub' | 'viacep'): CepProvider {
  return name === 'viacep' ? new ViaCepProvider() : new StubCepProvider();
}

declare module 'fastify' {
  interface FastifyInstance {
    /** where an address is looked up by CEP */
    cep: CepProvider;
  }
}
