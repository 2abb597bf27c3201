// Every name and free text of every schema goes through textField (issue 40): a value of only
// invisible characters does not meet a minimum, a bidi override or zero-width character never
// reaches the output, and the output is NFC. One row per field, with the field's own message.
import type * as v from 'valibot';
import { declineReasonSchema } from './appointment';
import { agendaBlockSchema, reviewReplySchema } from './agenda';
import { signUpSchema } from './auth';
import { bookingRequestSchema } from './booking';
import { clientProfileSchema } from './client-profile';
import { officeAddressSchema } from './office';
import { reviewRequestSchema, reviewSchema } from './review';
import { searchQuerySchema } from './search';
import { therapistProfileSchema } from './therapist-profile';
import { validate } from './validate';
import { VALIDATION_MESSAGES as M } from './messages';
import { reciboSchema } from '../financeiro/financeiro';
import { PRONTUARIO_MESSAGES, cabecalhoSchema, registroSchema, registroVersaoSchema } from '../prontuario/prontuario';
import { decisaoAvaliacaoSchema, denunciaSchema, suspensaoSchema } from '../operacao/moderacao';
import { decisaoVerificacaoSchema } from '../operacao/verificacao';
import { paymentSettingsSchema } from '../pix/pagamento';
import { textField } from './fields';

const ZWSP3 = '\u200B\u200B\u200B';
const RLO = '\u202E';

const profile = {
  fullName: 'Ana Souza',
  birthDate: '1985-04-12',
  cpf: '123.456.789-09',
  phone: '(11) 91234-5678',
  city: 'São Paulo',
  state: 'SP',
  languages: ['portugues'],
  sessionTypes: ['individual'],
  sessionFormats: ['online'],
  sessionPrice: 150,
  sessionDuration: 50,
  bio: 'Psicóloga clínica com foco em ansiedade.',
};
const education = { id: '', degree: 'Psicologia', institution: 'USP', year: '2010' };

interface Row {
  name: string;
  schema: v.GenericSchema;
  base: Record<string, unknown>;
  /** dotted path of the field (as fieldErrors keys it) */
  field: string;
  /** the field's message when it has a minimum (none: an optional text) */
  minMessage?: string;
  /** a valid value of the field */
  sample: string;
}

const rows: Row[] = [
  { name: 'sign-up name', schema: signUpSchema, base: { tipo: 'cliente', email: 'a@b.com', password: 'Senha123', privacyAccepted: true }, field: 'name', minMessage: M.signUpName, sample: 'Ana' },
  { name: 'client name', schema: clientProfileSchema, base: {}, field: 'name', minMessage: M.clientName, sample: 'Ana' },
  { name: 'client city', schema: clientProfileSchema, base: { name: 'Ana' }, field: 'city', sample: 'Recife' },
  { name: 'client street', schema: clientProfileSchema, base: { name: 'Ana' }, field: 'street', sample: 'Rua A' },
  { name: 'client complement', schema: clientProfileSchema, base: { name: 'Ana' }, field: 'complement', sample: 'ap 2' },
  { name: 'therapist name', schema: therapistProfileSchema, base: profile, field: 'fullName', minMessage: M.fullName, sample: 'Ana Souza' },
  { name: 'therapist bio', schema: therapistProfileSchema, base: profile, field: 'bio', minMessage: M.bioMin, sample: 'Psicóloga clínica com foco em ansiedade.' },
  { name: 'therapist city', schema: therapistProfileSchema, base: profile, field: 'city', minMessage: M.city, sample: 'São Paulo' },
  { name: 'therapist title', schema: therapistProfileSchema, base: profile, field: 'title', sample: 'Psicóloga' },
  { name: 'therapist description', schema: therapistProfileSchema, base: profile, field: 'description', sample: 'Atendo adultos.' },
  { name: 'therapist approach', schema: therapistProfileSchema, base: profile, field: 'approach', sample: 'TCC' },
  { name: 'education degree', schema: therapistProfileSchema, base: { ...profile, education: [education] }, field: 'education.0.degree', minMessage: M.educationDegree, sample: 'Psicologia' },
  { name: 'office street', schema: officeAddressSchema, base: {}, field: 'street', sample: 'Av. Paulista' },
  { name: 'review comment', schema: reviewSchema, base: { nota: 5 }, field: 'comentario', minMessage: M.reviewComment, sample: 'Atendimento muito cuidadoso.' },
  { name: 'review request comment', schema: reviewRequestSchema, base: { terapeutaId: 't1', nota: 5 }, field: 'comentario', minMessage: M.reviewComment, sample: 'Atendimento muito cuidadoso.' },
  { name: 'review reply', schema: reviewReplySchema, base: {}, field: 'texto', minMessage: M.replyText, sample: 'Obrigada!' },
  { name: 'booking notes', schema: bookingRequestSchema, base: { therapistId: 't1', date: '2030-01-01', time: '09:00' }, field: 'notes', sample: 'Primeira vez.' },
  { name: 'block reason', schema: agendaBlockSchema, base: { start: '2030-01-01T09:00', end: '2030-01-01T10:00' }, field: 'reason', sample: 'Consulta médica' },
  { name: 'prontuário entry', schema: registroSchema, base: {}, field: 'texto', minMessage: PRONTUARIO_MESSAGES.texto, sample: 'Sessão tranquila.' },
  { name: 'prontuário version', schema: registroVersaoSchema, base: {}, field: 'texto', minMessage: PRONTUARIO_MESSAGES.texto, sample: 'Sessão tranquila.' },
  { name: 'prontuário name', schema: cabecalhoSchema, base: {}, field: 'nome', minMessage: PRONTUARIO_MESSAGES.nome, sample: 'Ana' },
  { name: 'prontuário demand', schema: cabecalhoSchema, base: { nome: 'Ana' }, field: 'demanda', sample: 'Ansiedade.' },
  { name: 'report text', schema: denunciaSchema, base: { motivo: 'ofensiva' }, field: 'texto', sample: 'Ofensiva.' },
  { name: 'review decision reason', schema: decisaoAvaliacaoSchema, base: { decisao: 'manter' }, field: 'motivo', minMessage: 'Informe o motivo.', sample: 'Ok.' },
  { name: 'suspension reason', schema: suspensaoSchema, base: {}, field: 'motivo', minMessage: 'Informe o motivo.', sample: 'Perfil falso.' },
  { name: 'verification reason', schema: decisaoVerificacaoSchema, base: { decisao: 'aprovar', crp: '06/123456', documentoId: null }, field: 'motivo', sample: 'Conferido.' },
  { name: 'Pix receiver name', schema: paymentSettingsSchema, base: { forma: 'consultorio' }, field: 'nome', sample: 'Ana Souza' },
  { name: 'receipt number', schema: reciboSchema, base: { emitido: true }, field: 'numero', sample: '123' },
  { name: 'search text', schema: searchQuerySchema, base: {}, field: 'search', sample: 'ansiedade' },
];

/** `base` with `value` at the dotted `field`. */
function withField(base: Record<string, unknown>, field: string, value: string): Record<string, unknown> {
  const copy = structuredClone(base);
  const keys = field.split('.');
  let at: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) at = at[key] as Record<string, unknown>;
  at[keys[keys.length - 1]!] = value;
  return copy;
}
function read(output: unknown, field: string): unknown {
  return field.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], output);
}

describe('every name and free text is cleaned by textField', () => {
  it.each(rows.filter((r) => r.minMessage).map((r) => [r.name, r] as const))('%s: only invisible characters do not meet the minimum', (_name, row) => {
    const result = validate(row.schema, withField(row.base, row.field, ZWSP3));
    expect(result.success ? {} : result.fieldErrors[row.field]).toBe(row.minMessage);
  });

  it.each(rows.map((r) => [r.name, r] as const))('%s: a bidi override and zero-width characters are gone, the text is NFC', (_name, row) => {
    const typed = `${RLO}${row.sample}\u200B\u2066`.normalize('NFD');
    const result = validate(row.schema, withField(row.base, row.field, typed));
    expect(result.success ? read(result.output, row.field) : result.fieldErrors).toBe(row.sample.normalize('NFC'));
  });

  it('the minimum counts visible characters, the maximum the stored string', () => {
    const field = textField({ message: 'curto', min: 3, max: 5, maxMessage: 'longo' });
    const check = (value: string) => {
      const result = validate(field, value);
      return result.success ? result.output : result.message;
    };
    expect(check('Ana')).toBe('Ana');
    expect(check(`A${ZWSP3}n`)).toBe('curto');
    expect(check('\u3164\u3164\u3164')).toBe('curto');
    expect(check(`  Ana${ZWSP3}  `)).toBe('Ana');
    expect(check('Ana Lu')).toBe('longo');
    expect(check('e\u0301e\u0301e\u0301')).toBe('ééé');
    expect(check(42 as unknown as string)).toBe('curto');
  });

  it('a multi-line text keeps its line breaks, a one-line one does not', () => {
    const bio = validate(therapistProfileSchema, { ...profile, bio: 'Primeira linha da bio.\r\n\r\nSegunda linha da bio.' });
    expect(bio.success && bio.output.bio).toBe('Primeira linha da bio.\n\nSegunda linha da bio.');
    const name = validate(clientProfileSchema, { name: 'Ana\nSouza' });
    expect(name.success && name.output.name).toBe('Ana Souza');
  });
});

describe('declineReasonSchema', () => {
  it('is cleaned too', () => {
    const result = validate(declineReasonSchema, `${RLO}Agenda cheia.`);
    expect(result.success && result.output).toBe('Agenda cheia.');
  });
});
