// Demo data. Deterministic: a seeded PRNG and fixed UUIDs, so the same therapists, clients and
// reviews come out on every run (only the dates move with `now`, so there are always future
// slots and a past session). Idempotent: every insert ignores rows that already exist.
//
//   seedDatabase(db, { now })      catalogue + 48 therapists + 36 clients + reviews + the two demo
//                                  accounts of demo-accounts.ts with their sessions
// Benchmarks add thousands of generated therapists with the same building blocks
// (generateTherapist, insertTherapists): api/testing/bench-seed.ts.
import { and, eq, getTableColumns, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  dayOfWeekOf,
  hasOpenDay,
  occupiedRange,
  profileMissingFields,
  todayIso,
  type AvailabilityDay,
  type DayOfWeek,
  type EducationEntry,
  type Language,
  type SessionFormat,
  type SessionType,
  type TherapyApproach,
} from '@acolhe/shared-domain';
import { recomputeAllRatings } from '../avaliacoes/rating';
import type { Database, Executor } from '../db/client';
import { avaliacoes, clientes, contas, denunciasAvaliacao, disponibilidades, pagamentos, prontuarioRegistros, recebimentos, sessoes, terapeutaEspecialidades, terapeutas } from '../db/schema';
import type { Keyring } from '../prontuario/crypto';
import { ensureRecord, insertRegistro } from '../prontuario/service';
import { ESPECIALIDADES } from '../catalogo/catalogue';
import { ensureCatalogue } from '../catalogo/especialidades';
import type { CacheEvents } from '../lib/cache-events';
import type { UploadStorage } from '../uploads/storage';
import { therapistSearchText } from '../lib/text';
import {
  APPROACHES,
  BIO_CLOSINGS,
  BIO_MIDDLES,
  BIO_OPENINGS,
  BIO_OPENINGS_MALE,
  DESCRIPTIONS,
  FEMALE_FIRST_NAMES,
  genderedComment,
  MALE_FIRST_NAMES,
  MASTERS,
  POSTGRAD_COURSES,
  POSTGRAD_INSTITUTIONS,
  REVIEW_COMMENTS,
  SEED_CITIES,
  SURNAMES,
  TITLES,
  type SeedCity,
} from './data';
import { DEMO_CLIENTE, DEMO_TERAPEUTA } from './demo-accounts';
import { NO_OFFICE } from '../perfis/office';

export const SEED_THERAPIST_COUNT = 48;
export const SEED_CLIENT_COUNT = 36;

// ---------------------------------------------------------------- deterministic helpers

/** mulberry32: tiny, fast, good enough for demo data. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Rand = () => number;
const int = (r: Rand, min: number, max: number) => min + Math.floor(r() * (max - min + 1));
const pick = <T>(r: Rand, list: readonly T[]): T => list[Math.floor(r() * list.length)]!;
function sample<T>(r: Rand, list: readonly T[], k: number): T[] {
  const copy = [...list];
  const out: T[] = [];
  while (out.length < k && copy.length > 0) out.push(copy.splice(Math.floor(r() * copy.length), 1)[0]!);
  return out;
}

/** A fixed UUID (version 4 layout) from an 8-hex-digit prefix and a counter. */
export function fixedUuid(prefix: string, n: number): string {
  return `${prefix}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
}
export const seedTherapistId = (i: number) => fixedUuid('5eed0001', i);
export const seedClientId = (i: number) => fixedUuid('5eed0002', i);

/** 11 digits with valid check digits (Receita Federal algorithm). */
function cpfFrom(r: Rand): string {
  const d = Array.from({ length: 9 }, () => int(r, 0, 9));
  if (d.every((x) => x === d[0])) d[8] = (d[0]! + 1) % 10;
  return withCheckDigits(d);
}

/** A seeded therapist's CPF and CRP, unique among therapists (migration 0025) for any number of
 * them (the benchmark seeds): made of the index. The random draws still happen, so everything
 * else the generator makes stays as it was. 3xx.xxx.xxx never meets the demo's 529…; CRP numbers
 * from 200000 never meet the demo's 06/154872 (six digits: up to 799 999 therapists). */
function seededRegistration(r: Rand, index: number, region: string): { cpf: string; crp: string } {
  cpfFrom(r);
  int(r, 10000, 199999);
  return { cpf: withCheckDigits(String(300_000_000 + index).split('').map(Number)), crp: `${region}/${200_000 + index}` };
}

function withCheckDigits(base: number[]): string {
  const d = [...base];
  const check = (len: number) => {
    let sum = 0;
    for (let i = 0; i < len; i++) sum += d[i]! * (len + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  d.push(check(9));
  d.push(check(10));
  return d.join('');
}

const phoneFrom = (r: Rand, ddd: string) => `(${ddd}) 9${int(r, 6000, 9999)}-${String(int(r, 0, 9999)).padStart(4, '0')}`;

function addDays(iso: string, days: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

const isWeekday = (iso: string) => {
  const dow = dayOfWeekOf(iso);
  return dow >= 1 && dow <= 5;
};

/** The n-th weekday (Mon–Fri) strictly after `from + minOffset - 1` days, n ≥ 1. */
function weekdayAfter(from: string, minOffset: number, n = 1): string {
  let date = addDays(from, minOffset);
  let found = 0;
  for (;;) {
    if (isWeekday(date) && ++found === n) return date;
    date = addDays(date, 1);
  }
}

function weekdayBefore(from: string, minOffset: number): string {
  let date = addDays(from, -minOffset);
  while (!isWeekday(date)) date = addDays(date, -1);
  return date;
}

// ---------------------------------------------------------------- therapists

const SCHEDULE_PATTERNS: readonly { days: readonly DayOfWeek[]; start: string; end: string; saturday?: [string, string] }[] = [
  { days: [1, 2, 3, 4, 5], start: '09:00', end: '18:00' },
  { days: [1, 2, 3, 4, 5], start: '08:00', end: '12:00' },
  { days: [2, 4], start: '13:00', end: '20:00' },
  { days: [1, 3, 5], start: '08:00', end: '14:00' },
  { days: [1, 2, 3, 4, 5], start: '14:00', end: '21:00', saturday: ['09:00', '13:00'] },
  { days: [1, 2, 4], start: '10:00', end: '19:00' },
];

function scheduleFrom(pattern: (typeof SCHEDULE_PATTERNS)[number]): AvailabilityDay[] {
  return ([0, 1, 2, 3, 4, 5, 6] as const).map((dayOfWeek) => {
    if (dayOfWeek === 6 && pattern.saturday) {
      return { dayOfWeek, isAvailable: true, workingHours: { start: pattern.saturday[0], end: pattern.saturday[1] } };
    }
    const on = pattern.days.includes(dayOfWeek);
    return { dayOfWeek, isAvailable: on, workingHours: { start: on ? pattern.start : '09:00', end: on ? pattern.end : '17:00' } };
  });
}

const SPECIALTY_WEIGHTS: Record<string, number> = { ansiedade: 5, depressao: 4, tcc: 3, relacionamentos: 3, autoestima: 3, 'estresse-burnout': 2 };

function specialtiesFor(r: Rand, approachKey: string, titleIndex: number): string[] {
  const weighted = ESPECIALIDADES.flatMap((s) => Array<string>(SPECIALTY_WEIGHTS[s.id] ?? 1).fill(s.id));
  const chosen = new Set<string>();
  if (approachKey === 'tcc') chosen.add('tcc');
  if (approachKey === 'psicanalise') chosen.add('psicanalise');
  if (titleIndex === 5) chosen.add('terapia-de-casal');
  if (titleIndex === 6) chosen.add(pick(r, ['infantil', 'adolescentes']));
  const target = int(r, 2, 5);
  while (chosen.size < target) chosen.add(pick(r, weighted));
  return [...chosen];
}

const specialtyName = (id: string) => ESPECIALIDADES.find((s) => s.id === id)?.name ?? id;
const lowerSpec = (id: string) => {
  const name = specialtyName(id);
  return /^[A-Z]{2,}/.test(name) ? name : name.toLowerCase();
};

/** The seed's approach texts → the fixed list of shared-domain. */
const APPROACH_OF: Record<string, TherapyApproach> = {
  tcc: 'tcc',
  psicanalise: 'psicanalise',
  gestalt: 'gestalt',
  acp: 'humanista',
  esquema: 'esquema',
  sistemica: 'sistemica',
  'analise-comportamento': 'analise-do-comportamento',
  junguiana: 'junguiana',
  act: 'act',
};

/** Whether the seeded row passes shared-domain's publication rule (they all should). */
function publishable(row: typeof terapeutas.$inferInsert, specialtyIds: string[], schedule: AvailabilityDay[]): boolean {
  return (
    profileMissingFields({
      fullName: row.fullName ?? '',
      crp: row.crp ?? '',
      sessionPrice: Number(row.sessionPrice ?? 0),
      freeFirstSession: row.freeFirstSession ?? false,
      specialties: specialtyIds,
      sessionFormats: row.sessionFormats ?? [],
      city: row.city ?? '',
      bio: row.bio ?? '',
      officeAddress: {
        zipCode: row.officeZipCode ?? '',
        street: row.officeStreet ?? '',
        number: row.officeNumber ?? '',
        complement: row.officeComplement ?? '',
        neighborhood: row.officeNeighborhood ?? '',
        city: row.officeCity ?? '',
        state: row.officeState ?? '',
      },
      hasAvailability: hasOpenDay(schedule),
    }).length === 0
  );
}

export interface GeneratedTherapist {
  row: typeof terapeutas.$inferInsert;
  specialtyIds: string[];
  availability: { schedule: AvailabilityDay[] };
}

/** A plausible office for a therapist who sees clients in person (deterministic by index). */
const OFFICE_CEPS: Record<string, string> = {
  'sao-paulo': '05422000',
  'rio-de-janeiro': '22041001',
  'belo-horizonte': '30130100',
  salvador: '40140090',
  brasilia: '70040010',
};
const OFFICE_STREETS = ['Rua das Acácias', 'Avenida Central', 'Rua do Sossego', 'Rua Harmonia', 'Alameda dos Ipês', 'Rua Bela Vista'];
function officeFor(city: SeedCity, neighborhood: string, index: number): Partial<typeof terapeutas.$inferInsert> {
  return {
    officeZipCode: OFFICE_CEPS[city.slug] ?? '01310100',
    officeStreet: OFFICE_STREETS[index % OFFICE_STREETS.length]!,
    officeNumber: String(100 + ((index * 37) % 1900)),
    officeComplement: index % 3 === 0 ? `sala ${10 + (index % 40)}` : '',
    officeNeighborhood: neighborhood,
    officeCity: city.name,
    officeState: city.uf,
  };
}

/** One complete, publishable therapist, deterministic for `index` and the state of `r`. */
/** `registration`: the number the CRP and CPF are made of (seededRegistration), unique among every
 * generated therapist — the catalogue's index, or past them for the benchmark's. */
export function generateTherapist(id: string, index: number, r: Rand, now: Date, registration = index): GeneratedTherapist {
  const city: SeedCity = SEED_CITIES[index % SEED_CITIES.length]!;
  const female = r() < 0.65;
  const first = female ? pick(r, FEMALE_FIRST_NAMES) : pick(r, MALE_FIRST_NAMES);
  const [s1, s2] = sample(r, SURNAMES, 2) as [string, string];
  const fullName = r() < 0.4 ? `${first} ${s1} ${s2}` : `${first} ${s1}`;
  const titleIndex = Math.floor(r() * TITLES.length);
  const titleChoice = TITLES[titleIndex]!;
  const title = female ? titleChoice.female : titleChoice.male;
  const approach = titleChoice.approachKey
    ? APPROACHES.find((a) => a.key === titleChoice.approachKey)!
    : pick(r, APPROACHES);
  const specialtyIds = specialtiesFor(r, approach.key, titleIndex);
  const years = int(r, 3, 25);
  const currentYear = Number(todayIso(now).slice(0, 4));
  const graduation = currentYear - years;
  const birthYear = graduation - int(r, 22, 27);
  const birthDate = `${birthYear}-${String(int(r, 1, 12)).padStart(2, '0')}-${String(int(r, 1, 28)).padStart(2, '0')}`;

  const specText = specialtyIds.slice(0, 2).map(lowerSpec).join(' e ');
  const opening = pick(r, female ? BIO_OPENINGS : BIO_OPENINGS_MALE)
    .replace('{years}', String(years))
    .replace('{spec}', specText)
    .replace('{title}', title.toLowerCase());
  const bio = [opening, ...sample(r, BIO_MIDDLES, int(r, 1, 2)), pick(r, BIO_CLOSINGS)].filter(Boolean).join(' ');

  const education: EducationEntry[] = [
    { id: `${id}-edu-1`, degree: 'Graduação em Psicologia', institution: pick(r, city.universities), year: String(graduation) },
  ];
  if (r() < 0.8) {
    education.push({
      id: `${id}-edu-2`,
      degree: approach.key === 'psicanalise' ? 'Formação em Psicanálise' : pick(r, POSTGRAD_COURSES),
      institution: pick(r, POSTGRAD_INSTITUTIONS),
      year: String(Math.min(currentYear, graduation + int(r, 1, 4))),
    });
  }
  if (r() < 0.25) {
    education.push({
      id: `${id}-edu-3`,
      degree: pick(r, MASTERS),
      institution: pick(r, city.universities),
      year: String(Math.min(currentYear, graduation + int(r, 3, 8))),
    });
  }

  const formatRoll = r();
  const sessionFormats: SessionFormat[] =
    formatRoll < 0.45 ? ['online', 'presencial'] : formatRoll < 0.8 ? ['online'] : ['presencial'];
  const languages: Language[] = ['portugues'];
  if (r() < 0.3) languages.push('ingles');
  if (r() < 0.15) languages.push('espanhol');
  if (r() < 0.05) languages.push('frances');
  const sessionTypes: SessionType[] = ['individual'];
  if (specialtyIds.includes('terapia-de-casal') || r() < 0.15) sessionTypes.push('casal');
  if (r() < 0.1) sessionTypes.push('grupo');
  // no extra draw (the rest of the demo data stays as it was): family sessions for a third of the couples' therapists
  if (sessionTypes.includes('casal') && index % 3 === 0) sessionTypes.push('familia');
  const approaches: TherapyApproach[] = [APPROACH_OF[approach.key]!];
  if (approach.key !== 'act' && index % 4 === 1) approaches.push('act');
  const neighborhood = pick(r, city.neighborhoods);
  const location = `${neighborhood}, ${city.name} - ${city.uf}`;
  const specialty = `Especialista em ${specialtyName(specialtyIds[0]!).replace(/ \(.*\)$/, '')}`;
  const pattern = pick(r, SCHEDULE_PATTERNS);

  const row: typeof terapeutas.$inferInsert = {
    id,
    email: `${fullName
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/\s+/g, '.')}.${index}@exemplo.com.br`,
    fullName,
    title,
    specialty,
    description: pick(r, DESCRIPTIONS).replace('{spec}', specText),
    bio,
    approach: approach.text,
    approaches,
    birthDate,
    gender: female ? 'feminino' : 'masculino',
    // the demo's therapists chose to appear in the gender filter (a real one decides: decision 0038)
    genderInSearch: true,
    ...seededRegistration(r, registration, city.crpRegion),
    phone: phoneFrom(r, city.ddd),
    city: city.name,
    state: city.uf,
    citySlug: city.slug,
    location,
    languages,
    sessionTypes,
    sessionFormats,
    offersOnline: sessionFormats.includes('online'),
    offersPresencial: sessionFormats.includes('presencial'),
    sessionPrice: 90 + 10 * int(r, 0, 26),
    ...sessionLength(r() < 0.6 ? 50 : 60),
    // every row carries every office column (the bulk insert nulls absent ones): '' when online only
    ...(sessionFormats.includes('presencial') ? officeFor(city, neighborhood, index) : NO_OFFICE),
    freeFirstSession: r() < 0.2,
    youtubeVideoUrl: '',
    paymentLink: '',
    profileImageUrl: '',
    education,
    ...completeAndVerified(now, { fullName, title, specialty, specialtyNames: specialtyIds.map(specialtyName), approaches }),
  };
  const schedule = scheduleFrom(pattern);
  row.publicavel = publishable(row, specialtyIds, schedule);
  return { row, specialtyIds, availability: { schedule } };
}

/** 50-minute sessions with 10 minutes' rest, or 60 with none: hourly slots either way. */
function sessionLength(minutes: 50 | 60) {
  return { sessionDuration: minutes, bufferMinutes: minutes === 50 ? 10 : 0, minNoticeHours: 12 };
}

/** Bulk insert through one JSON parameter (json_populate_recordset): far faster than a
 * thousand-row parameter list, on PGlite and PostgreSQL alike. Columns absent from the rows
 * take their defaults; existing rows are left alone. */
async function bulkInsert<T extends PgTable>(db: Executor, table: T, rows: Partial<T['$inferInsert']>[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const keys = Object.keys(columns).filter((key) => rows.some((r) => (r as Record<string, unknown>)[key] !== undefined));
  const json = JSON.stringify(
    rows.map((r) => Object.fromEntries(keys.map((key) => [columns[key]!.name, (r as Record<string, unknown>)[key] ?? null]))),
  );
  const names = sql.join(
    keys.map((key) => sql.identifier(columns[key]!.name)),
    sql`, `,
  );
  await db.execute(
    sql`INSERT INTO ${table} (${names}) SELECT ${names} FROM json_populate_recordset(NULL::${table}, ${json}::json) ON CONFLICT DO NOTHING`,
  );
}

/** Therapists with their specialties and weekly availability, `batchSize` rows per statement. */
export async function insertTherapists(db: Executor, list: GeneratedTherapist[], now: Date, batchSize = 1000): Promise<void> {
  for (let i = 0; i < list.length; i += batchSize) {
    const batch = list.slice(i, i + batchSize);
    await bulkInsert(db, terapeutas, batch.map((t) => t.row));
    await bulkInsert(
      db,
      terapeutaEspecialidades,
      batch.flatMap((t) => t.specialtyIds.map((especialidadeId, position) => ({ terapeutaId: t.row.id, especialidadeId, position }))),
    );
    await bulkInsert(
      db,
      disponibilidades,
      batch.map((t) => ({
        terapeutaId: t.row.id,
        recordId: String(now.getTime()),
        schedule: t.availability.schedule,
        createdAt: now,
        updatedAt: now,
      })),
    );
  }
}

// ---------------------------------------------------------------- demo accounts

function demoTherapist(now: Date): GeneratedTherapist {
  const demo = demoTherapistRaw(now);
  demo.row.publicavel = publishable(demo.row, demo.specialtyIds, demo.availability.schedule);
  return demo;
}

function demoTherapistRaw(now: Date): GeneratedTherapist {
  const year = Number(todayIso(now).slice(0, 4));
  const specialtyIds = ['ansiedade', 'tcc', 'depressao'];
  const fullName = DEMO_TERAPEUTA.name;
  const title = 'Psicóloga Clínica';
  const specialty = 'Especialista em Ansiedade e Depressão';
  const approaches: TherapyApproach[] = ['tcc', 'act'];
  return {
    specialtyIds,
    availability: {
      schedule: ([0, 1, 2, 3, 4, 5, 6] as const).map((dayOfWeek) => ({
        dayOfWeek,
        isAvailable: dayOfWeek >= 1 && dayOfWeek <= 5,
        workingHours: { start: '08:00', end: '18:00' },
      })),
    },
    row: {
      id: DEMO_TERAPEUTA.id,
      email: DEMO_TERAPEUTA.email,
      fullName,
      title,
      specialty,
      description: 'Psicoterapia para adultos com ansiedade, depressão e estresse, online ou em Pinheiros.',
      bio:
        'Sou psicóloga clínica há 12 anos e acompanho adultos que enfrentam ansiedade, depressão e esgotamento. ' +
        'Acredito em uma terapia acolhedora e prática, construída junto com cada paciente. ' +
        'Atendo online e presencialmente em Pinheiros, São Paulo.',
      approach: APPROACHES.find((a) => a.key === 'tcc')!.text,
      approaches,
      birthDate: '1986-03-14',
      gender: 'feminino',
      genderInSearch: true,
      cpf: '52998224725',
      crp: '06/154872',
      phone: '(11) 98123-4567',
      city: 'São Paulo',
      state: 'SP',
      citySlug: 'sao-paulo',
      location: 'Pinheiros, São Paulo - SP',
      languages: ['portugues', 'ingles'],
      sessionTypes: ['individual'],
      sessionFormats: ['online', 'presencial'],
      offersOnline: true,
      offersPresencial: true,
      sessionPrice: 180,
      ...sessionLength(50),
      officeZipCode: '05422000',
      officeStreet: 'Rua dos Pinheiros',
      officeNumber: '870',
      officeComplement: 'sala 42',
      officeNeighborhood: 'Pinheiros',
      officeCity: 'São Paulo',
      officeState: 'SP',
      freeFirstSession: false,
      youtubeVideoUrl: '',
      paymentLink: 'https://pagamento.exemplo.com.br/marina-duarte',
      profileImageUrl: '',
      education: [
        { id: 'demo-edu-1', degree: 'Graduação em Psicologia', institution: 'Universidade de São Paulo (USP)', year: String(year - 12) },
        {
          id: 'demo-edu-2',
          degree: 'Especialização em Terapia Cognitivo-Comportamental',
          institution: 'Instituto de Psiquiatria do HC-FMUSP',
          year: String(year - 9),
        },
        { id: 'demo-edu-3', degree: 'Mestrado em Psicologia Clínica', institution: 'PUC-SP', year: String(year - 5) },
      ],
      ...completeAndVerified(now, { fullName, title, specialty, specialtyNames: specialtyIds.map(specialtyName), approaches }),
    },
  };
}

/** How every row of the catalogue's therapists (and the demo one) ends: a complete profile with its
 * search text, verified (only verified profiles are public), written `now`. */
function completeAndVerified(now: Date, search: Parameters<typeof therapistSearchText>[0]) {
  return {
    availabilitySummary: null,
    searchText: therapistSearchText(search),
    profileComplete: true,
    verificacaoEstado: 'verificado' as const,
    verificacaoEnviadaEm: now,
    verificacaoDecididaEm: now,
    createdAt: now,
    updatedAt: now,
  };
}

/** A few seeded therapists whose verification waits for the operators (the console's queue has
 * work on `npm start`), each with a small sample document: a PNG or a PDF. */
export const SEED_EM_ANALISE = 3;

/** A 1×1 PNG: the sample photo of a carteira do CRP. */
const SAMPLE_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** A one-page PDF saying it is a sample (no real person's document). */
function samplePdf(name: string, crp: string): Buffer {
  const text = `Amostra - carteira do CRP ${crp} - ${name.normalize('NFD').replace(/[^\x20-\x7e]/g, '')}`.replace(/[()\\]/g, '');
  const stream = `BT /F1 14 Tf 40 100 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** SEED_EM_ANALISE therapists after the catalogue's (their own random stream: the catalogue stays
 * as it was), complete but waiting for the operators, with a sample document each (submitted 1,
 * 2, 3 days ago); and the documents' bytes, by storage key. */
function emAnalise(now: Date): { therapists: GeneratedTherapist[]; documents: Map<string, { bytes: Buffer; contentType: string }> } {
  const r = prng(20260102);
  const therapists = Array.from({ length: SEED_EM_ANALISE }, (_, k) =>
    generateTherapist(seedTherapistId(SEED_THERAPIST_COUNT + 1 + k), SEED_THERAPIST_COUNT + k, r, now),
  );
  const documents = new Map<string, { bytes: Buffer; contentType: string }>();
  therapists.forEach((t, k) => {
    const pdf = k % 2 === 0;
    const key = `verificacoes/${t.row.id}/amostra/documento.${pdf ? 'pdf' : 'png'}`;
    const bytes = pdf ? samplePdf(t.row.fullName ?? '', t.row.crp ?? '') : SAMPLE_PNG;
    const contentType = pdf ? 'application/pdf' : 'image/png';
    Object.assign(t.row, {
      verificacaoEstado: 'em_analise',
      verificacaoEnviadaEm: new Date(now.getTime() - (k + 1) * 86_400_000),
      verificacaoDecididaEm: null,
      verificacaoDocumentoChave: key,
      verificacaoDocumentoTipo: contentType,
      verificacaoDocumentoTamanho: bytes.length,
    } satisfies Partial<typeof terapeutas.$inferInsert>);
    documents.set(key, { bytes, contentType });
  });
  return { therapists, documents };
}

// ---------------------------------------------------------------- clients and reviews

function generateClients(r: Rand, now: Date): (typeof clientes.$inferInsert)[] {
  const list: (typeof clientes.$inferInsert)[] = [];
  for (let i = 1; i <= SEED_CLIENT_COUNT; i++) {
    const female = r() < 0.55;
    const first = female ? pick(r, FEMALE_FIRST_NAMES) : pick(r, MALE_FIRST_NAMES);
    const name = `${first} ${pick(r, SURNAMES)}`;
    const city = pick(r, SEED_CITIES);
    list.push({
      id: seedClientId(i),
      email: `${name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/\s+/g, '.')}.${i}@exemplo.com.br`,
      name,
      gender: female ? 'female' : 'male',
      city: city.name,
      state: city.uf,
      phone: phoneFrom(r, city.ddd),
      createdAt: now,
      updatedAt: now,
    });
  }
  list.push({
    id: DEMO_CLIENTE.id,
    email: DEMO_CLIENTE.email,
    name: DEMO_CLIENTE.name,
    gender: 'male',
    birthDate: '1992-04-18',
    phone: '(11) 98765-4321',
    city: 'São Paulo',
    state: 'SP',
    cpf: '39053344705',
    zipCode: '01310100',
    street: 'Avenida Paulista',
    neighborhood: 'Bela Vista',
    createdAt: now,
    updatedAt: now,
  });
  return list;
}

function notaFrom(r: Rand): number {
  const x = r();
  return x < 0.55 ? 5 : x < 0.83 ? 4 : x < 0.93 ? 3 : x < 0.97 ? 2 : 1;
}

// ---------------------------------------------------------------- entry points

export interface SeedOptions {
  now?: Date;
  /** where the sample verification documents go (the api's upload storage); without it only
   * their rows are written */
  storage?: UploadStorage;
  /** the events of an app already serving this database (main.ts, the tests): its caches drop
   * everything once the seed is committed */
  events?: CacheEvents;
  /** the api's prontuário keys: with them the demo prontuário entry is written, sealed like any
   * other (issue 40 item 4: no clinical text in plaintext, not even the demo's); without them none */
  prontuarioKeys?: Keyring;
}

export interface SeedSummary {
  therapists: number;
  clients: number;
  reviews: number;
  sessions: number;
}

/** A seeded session: 50 minutes online with 10 of rest (the demo therapist's hourly slots), at
 * `date` `time` in São Paulo. */
function seedSession(
  id: string,
  terapeutaId: string,
  client: typeof clientes.$inferInsert,
  date: string,
  time: string,
  status: string,
  now: Date,
  extra: Partial<typeof sessoes.$inferInsert> = {},
): typeof sessoes.$inferInsert {
  const range = occupiedRange(date, time, 50, 10);
  return {
    id,
    terapeutaId,
    clienteId: client.id!,
    clientName: client.name!,
    date,
    time,
    status,
    notes: '',
    modality: 'online',
    durationMinutes: 50,
    bufferMinutes: 10,
    startsAt: range.start,
    occupiedUntil: range.end,
    createdAt: now,
    updatedAt: now,
    ...extra,
  };
}

/** Everything seedDatabase inserts, computed without touching the database (pure and
 * deterministic for a given `now`). */
export function buildSeedData(now: Date) {
  const today = todayIso(now);
  const r = prng(20260101);

  const therapists = Array.from({ length: SEED_THERAPIST_COUNT }, (_, i) => generateTherapist(seedTherapistId(i + 1), i, r, now));
  const waiting = emAnalise(now);
  const demo = demoTherapist(now);
  const clientRows = generateClients(r, now);

  // Reviews: most therapists get 1–9, a few none; notas lean positive. Each comes from a completed
  // session with that therapist (issue 32): a weekday before the review, its own hour per therapist.
  const reviews: (typeof avaliacoes.$inferInsert)[] = [];
  let reviewN = 0;
  const femaleTherapist = new Map([demo, ...therapists].map((t) => [t.row.id!, t.row.gender === 'feminino']));
  const reviewSessions: (typeof sessoes.$inferInsert)[] = [];
  const reviewsOf = new Map<string, number>();
  const addReview = (terapeutaId: string, clientIndex: number, nota: number, daysAgo: number) => {
    const client = clientRows[clientIndex - 1]!;
    const k = reviewsOf.get(terapeutaId) ?? 0;
    reviewsOf.set(terapeutaId, k + 1);
    const date = weekdayBefore(addDays(today, -daysAgo), 1);
    const time = `${String(8 + k).padStart(2, '0')}:00`;
    reviewSessions.push(seedSession(fixedUuid('5eed0005', reviewN + 1), terapeutaId, client, date, time, 'COMPLETED', now));
    reviews.push({
      id: fixedUuid('5eed0003', ++reviewN),
      terapeutaId,
      clienteId: client.id!,
      clientName: client.name!,
      nota,
      // the words agree with the therapist reviewed and with the client who writes
      comentario: genderedComment(pick(r, REVIEW_COMMENTS[nota]!), femaleTherapist.get(terapeutaId) === true, client.gender === 'female'),
      dataAvaliacao: addDays(today, -daysAgo),
      createdAt: now,
      updatedAt: now,
    });
  };
  therapists.forEach((t, i) => {
    if (i % 9 === 8) return; // a few therapists without reviews yet
    const count = int(r, 1, 9);
    for (const clientIndex of sample(
      r,
      Array.from({ length: SEED_CLIENT_COUNT }, (_, k) => k + 1),
      count,
    )) {
      addReview(t.row.id!, clientIndex, notaFrom(r), int(r, 3, 400));
    }
  });
  [5, 5, 4, 5, 5, 4].forEach((nota, k) => addReview(DEMO_TERAPEUTA.id, k + 1, nota, 10 + k * 23));

  // Demo sessions (relative to now; Brazil calendar). The demo therapist works Mon–Fri 08–18,
  // 50-minute sessions with 10 minutes' rest (hourly slots), so these are generated slots.
  const soon = weekdayAfter(today, 2);
  const later = weekdayAfter(today, 2, 2);
  const further = weekdayAfter(today, 2, 4);
  const past = weekdayBefore(today, 3);
  const longAgo = weekdayBefore(today, 20);
  const demoClient = clientRows[clientRows.length - 1]!;
  let sessionN = 0;
  const session = (
    clientRow: (typeof clientes.$inferInsert),
    date: string,
    time: string,
    status: string,
    extra: Partial<typeof sessoes.$inferInsert> = {},
  ): typeof sessoes.$inferInsert => seedSession(fixedUuid('5eed0004', ++sessionN), DEMO_TERAPEUTA.id, clientRow, date, time, status, now, extra);
  const sessionRows = [
    session(demoClient, soon, '10:00', 'CONFIRMED', {
      meetingLink: 'https://meet.jit.si/acolhe-marina-rafael',
      notes: 'Gostaria de conversar sobre ansiedade no trabalho.',
      paymentMethod: 'pix',
    }),
    session(demoClient, later, '14:00', 'PENDING', { notes: 'Prefiro sessão presencial.', paymentMethod: 'credit', modality: 'presencial' }),
    session(demoClient, past, '15:00', 'COMPLETED', { meetingLink: 'https://meet.jit.si/acolhe-marina-rafael' }),
    session(demoClient, later, '16:00', 'REJECTED', { notes: 'Horário alternativo, se possível.' }),
    session(demoClient, further, '11:00', 'CANCELLED'),
    session(demoClient, longAgo, '09:00', 'COMPLETED'),
    // Requests of other clients, so the therapist's area has something in every group.
    session(clientRows[0]!, soon, '14:00', 'PENDING', { notes: 'Primeira consulta.' }),
    session(clientRows[1]!, later, '09:00', 'CONFIRMED', { meetingLink: 'https://meet.jit.si/acolhe-marina-2' }),
    session(clientRows[2]!, past, '10:00', 'COMPLETED'),
    session(clientRows[3]!, further, '15:00', 'PENDING'),
    // A confirmed session that already took place: the therapist marks it completed.
    session(clientRows[4]!, past, '11:00', 'CONFIRMED', { meetingLink: 'https://meet.jit.si/acolhe-marina-3' }),
  ];

  // Marina's prontuário of Rafael: the entry of the session that took place three weekdays ago,
  // written through the encrypted path (seedDatabase, with the api's keys)
  const demoEntries = [{ sessaoId: sessionRows[2]!.id!, texto: 'Primeira sessão: levantamento da queixa e objetivos.' }];

  const reported = reviews[0]!;
  const denuncias: (typeof denunciasAvaliacao.$inferInsert)[] = [
    {
      id: fixedUuid('5eed0006', 1),
      avaliacaoId: reported.id!,
      autorId: reported.terapeutaId!,
      motivo: 'dados_pessoais',
      texto: 'O comentário cita o nome da minha secretária e o andar do consultório.',
      criadaEm: now,
    },
  ];

  return {
    therapists: [demo, ...therapists, ...waiting.therapists],
    clients: clientRows,
    reviews,
    sessions: [...sessionRows, ...reviewSessions],
    reviewSessions,
    denuncias,
    documents: waiting.documents,
    demoEntries,
  };
}

/** The demo therapist takes Pix through Acolhe (a chave aleatória: no real person's CPF or e-mail),
 * so her confirmed sessions show 'Pagar com Pix' to the demo client. */
export const DEMO_RECEBIMENTO = {
  terapeutaId: DEMO_TERAPEUTA.id,
  forma: 'pix',
  chaveTipo: 'aleatoria',
  chave: '5eed0009-0000-4000-8000-00000000a001',
  nome: DEMO_TERAPEUTA.name,
  cidade: 'São Paulo',
} satisfies typeof recebimentos.$inferInsert;

export async function seedDatabase(db: Database, options: SeedOptions = {}): Promise<SeedSummary> {
  const now = options.now ?? new Date();
  const data = buildSeedData(now);
  // the documents first (the same key each time: idempotent), then the rows that point at them
  if (options.storage) for (const [key, doc] of data.documents) await options.storage.put(key, doc.bytes, doc.contentType);
  await db.transaction(async (tx) => {
    await ensureCatalogue(tx);
    await insertTherapists(tx, data.therapists, now);
    await tx.insert(clientes).values(data.clients).onConflictDoNothing();
    // the seeded people have signed in before: the demo accounts' first login says 'de volta'
    await tx
      .insert(contas)
      .values([
        ...data.therapists.map((x) => ({ id: x.row.id, tipo: 'terapeuta', primeiroAcessoEm: now })),
        ...data.clients.map((x) => ({ id: x.id, tipo: 'cliente', primeiroAcessoEm: now })),
      ])
      .onConflictDoNothing();
    await tx.insert(sessoes).values(data.sessions).onConflictDoNothing();
    await tx.insert(avaliacoes).values(data.reviews).onConflictDoNothing();
    // one review reported by the therapist it is about, so the operators' console has work to show
    await tx.insert(denunciasAvaliacao).values(data.denuncias).onConflictDoNothing();
    // the sessions behind the reviews were paid, long ago, with their receipts issued: no reminder
    // of a payment or of a receipt goes out about them
    const paidIds = data.reviewSessions.map((x) => x.id!);
    for (const estado of ['informado', 'confirmado']) {
      await tx
        .update(pagamentos)
        .set({ estado, informadoEm: sql`(SELECT starts_at FROM sessoes WHERE sessoes.id = ${pagamentos.sessaoId})`, confirmadoEm: estado === 'confirmado' ? sql`(SELECT starts_at FROM sessoes WHERE sessoes.id = ${pagamentos.sessaoId})` : null })
        .where(and(inArray(pagamentos.sessaoId, paidIds), eq(pagamentos.gratuita, false), ne(pagamentos.estado, 'confirmado')));
    }
    await tx
      .update(pagamentos)
      .set({ reciboEmitidoEm: sql`${pagamentos.confirmadoEm}` })
      .where(and(inArray(pagamentos.sessaoId, paidIds), eq(pagamentos.estado, 'confirmado'), isNull(pagamentos.reciboEmitidoEm)));
    await tx.insert(recebimentos).values(DEMO_RECEBIMENTO).onConflictDoNothing();
    // the demo client's oldest session was paid and confirmed (the database wrote it 'pendente')
    const oldest = data.sessions
      .filter((x) => x.clienteId === DEMO_CLIENTE.id && x.status === 'COMPLETED')
      .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())[0];
    if (oldest?.id) {
      for (const estado of ['informado', 'confirmado']) {
        await tx.update(pagamentos).set({ estado, informadoEm: oldest.startsAt, confirmadoEm: estado === 'confirmado' ? oldest.startsAt : null }).where(and(eq(pagamentos.sessaoId, oldest.id), ne(pagamentos.estado, 'confirmado')));
      }
    }
    await recomputeAllRatings(tx);
    if (options.prontuarioKeys) await writeDemoEntries(tx, options.prontuarioKeys, data.sessions, data.demoEntries, now);
  });
  options.events?.publicReadsChanged('everything'); // after the commit
  return {
    therapists: data.therapists.length,
    clients: data.clients.length,
    reviews: data.reviews.length,
    sessions: data.sessions.length,
  };
}

/** The demo prontuário entries, through the prontuário's own sealing (once: a seeded session that
 * already has its entry is left as it is). */
async function writeDemoEntries(
  tx: Executor,
  keyring: Keyring,
  sessions: (typeof sessoes.$inferInsert)[],
  entries: { sessaoId: string; texto: string }[],
  now: Date,
): Promise<void> {
  for (const entry of entries) {
    const s = sessions.find((x) => x.id === entry.sessaoId)!;
    const record = await ensureRecord(tx, keyring, s.terapeutaId, s.clienteId, now);
    const [existing] = await tx
      .select({ id: prontuarioRegistros.id })
      .from(prontuarioRegistros)
      .where(and(eq(prontuarioRegistros.prontuarioId, record.row.id), eq(prontuarioRegistros.sessaoId, entry.sessaoId)));
    if (!existing) await insertRegistro(tx, record, { sessaoId: entry.sessaoId, data: s.date, texto: entry.texto }, now);
  }
}

/** True when the database holds no therapist yet (server start seeds then). */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const rows = await db.select({ id: terapeutas.id }).from(terapeutas).limit(1);
  return rows.length === 0;
}
