// The privacy policy held to the data the api stores (issue 41 item 5): every column of
// db/schema.ts is declared in INVENTARIO_DE_DADOS, each under a card the policy has, and each card
// names what its columns hold. A new column fails here until it is declared — and the policy tells it.
import { getTableColumns, is } from 'drizzle-orm';
import { PgTable, pgTable, text } from 'drizzle-orm/pg-core';
import { POLITICA_DE_PRIVACIDADE, PRIVACY_CATEGORIES, PRIVACY_DATA_KINDS, politicaTexto, type PrivacyCategory } from '@acolhe/shared-domain';
import * as schema from '../db/schema';
import { INVENTARIO_DE_DADOS, type Classificacao } from './inventario';

/** Every table of a schema module, by its export name, with its columns' keys. */
const tablesOf = (module: Record<string, unknown>) =>
  Object.entries(module)
    .filter(([, value]) => is(value, PgTable))
    .map(([name, table]) => ({ name, columns: Object.keys(getTableColumns(table as PgTable)) }));
const tables = tablesOf(schema);
const inventory = INVENTARIO_DE_DADOS as unknown as Record<string, Record<string, Classificacao>>;
const categoryOf = (c: Classificacao): PrivacyCategory | 'tecnico' => (typeof c === 'string' ? c : c[0]);
const lower = (s: string) => s.toLocaleLowerCase('pt-BR');

/** 'table.column' of `module` the inventory does not declare, and declarations of nothing. */
function undeclared(module: Record<string, unknown>): string[] {
  const found = tablesOf(module);
  const inSchema = new Set(found.flatMap((t) => t.columns.map((c) => `${t.name}.${c}`)));
  const declared = new Set(Object.entries(inventory).flatMap(([t, columns]) => Object.keys(columns).map((c) => `${t}.${c}`)));
  return [...[...inSchema].filter((c) => !declared.has(c)).map((c) => `não declarada: ${c}`), ...[...declared].filter((c) => !inSchema.has(c)).map((c) => `não existe: ${c}`)].sort();
}

describe('the data the api stores, declared in the privacy policy', () => {
  it('every table and every column of db/schema.ts is declared (nothing else)', () => {
    expect(tables.length).toBeGreaterThanOrEqual(28);
    expect(undeclared(schema)).toEqual([]);
  });

  it('a new column, or a new table, not declared fails the check (the next feature cannot forget its data)', () => {
    const same = Object.fromEntries(Object.keys(getTableColumns(schema.clientes)).map((key) => [key, text(key)]));
    const clientes = pgTable('clientes', { ...same, rg: text('rg') });
    const exames = pgTable('exames', { id: text('id'), laudo: text('laudo') });
    expect(undeclared({ ...schema, clientes, exames })).toEqual(['não declarada: clientes.rg', 'não declarada: exames.id', 'não declarada: exames.laudo']);
  });

  it('each category is a card of the policy, exactly once, and each card holds some column', () => {
    expect(PRIVACY_DATA_KINDS.map((k) => k.id).sort()).toEqual([...PRIVACY_CATEGORIES].sort());
    const used = new Set(Object.values(inventory).flatMap((columns) => Object.values(columns).map(categoryOf)));
    for (const category of PRIVACY_CATEGORIES) expect([category, used.has(category)]).toEqual([category, true]);
    // the cards are in the policy's page
    expect(POLITICA_DE_PRIVACIDADE.sections.flatMap((s) => s.dataKinds ?? [])).toEqual(PRIVACY_DATA_KINDS);
  });

  it('each card names what its columns hold', () => {
    const cardText = (id: PrivacyCategory) => {
      const k = PRIVACY_DATA_KINDS.find((d) => d.id === id)!;
      return lower([k.name, k.what, k.purpose, k.legalBasis, k.recipients, k.retention].join(' '));
    };
    const missing = Object.entries(inventory).flatMap(([table, columns]) =>
      Object.entries(columns).flatMap(([column, c]) => (typeof c !== 'string' && !cardText(c[0]).includes(lower(c[1])) ? [`${table}.${column}: "${c[1]}" not in "${c[0]}"`] : [])),
    );
    expect(missing).toEqual([]);
  });

  it('the personal identifiers are never declared technical: CPF, e-mail, phone, names, addresses, documents, texts', () => {
    const technical = Object.entries(inventory).flatMap(([table, columns]) => Object.entries(columns).filter(([, c]) => c === 'tecnico').map(([column]) => `${table}.${column}`));
    expect(technical.filter((c) => /cpf|email|phone|name|nome|street|zip|documento|texto|notes|chave|corpo|image/i.test(c) && !c.startsWith('especialidades.'))).toEqual([]);
  });

  it('the policy says what the product does (issue 41): the prontuário kept encrypted 5 years, the CPF for Receita Saúde, the CRP documents, Pix, the room', () => {
    const text = politicaTexto();
    expect(text).not.toMatch(/não guarda prontuários/);
    expect(text).toMatch(/cifrado no banco de dados \(AES-256-GCM/);
    expect(text).toMatch(/pelo menos 5 anos após a última sessão/);
    expect(text).toMatch(/Seu CPF é visto só pelo terapeuta com quem você tem sessão confirmada, na área Financeiro dele, para emitir o recibo do Receita Saúde/);
    expect(text).toMatch(/O documento é apagado 90 dias depois da decisão/);
    expect(text).toMatch(/veem a chave Pix/);
    expect(text).toMatch(/ponto a ponto\), criptografados, e nada é gravado/);
    expect(text).toMatch(/O que fica depois de excluir a conta/);
  });
});
