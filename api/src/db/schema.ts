// The one PostgreSQL schema of the product (Drizzle pg-core). Migrations in api/drizzle/ are
// generated from this file with `pnpm --filter @acolhe/api db:generate` and committed.
//
// Ids: user records (terapeutas, clientes) use the identity provider's subject as primary key,
// stored as text (a `uuid` column would turn a malformed path id into a database error);
// generated ids (sessoes, avaliacoes) are random UUIDs, also text.
import { getTableColumns, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  pgView,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  DECISOES_AVALIACAO,
  ESTADOS_VERIFICACAO,
  MOTIVOS_DENUNCIA,
  SALA_PREFERENCIA_PADRAO,
  type AvailabilityDay,
  type EducationEntry,
  type EstadoVerificacao,
  type MotivoDenuncia,
  type ProfileAvailabilitySummary,
  type TipoDecisaoAvaliacao,
} from '@acolhe/shared-domain';
import { sqlLiterals } from './literals';
import { SESSAO_STATUSES_SQL } from './statuses';

/** A moment (timestamptz), read as a Date. */
const instante = <N extends string>(name: N) => timestamp(name, { withTimezone: true, mode: 'date' });

/** When a row was written; every table that keeps it calls it created_at. */
const createdAt = instante('created_at').notNull().defaultNow();
const timestamps = {
  createdAt,
  updatedAt: instante('updated_at').notNull().defaultNow(),
};

// The owners a row goes with (ON DELETE CASCADE): the therapist, the client, the session. The
// tables are declared further down; the references are read lazily.
const refTerapeuta = () => text('terapeuta_id').references(() => terapeutas.id, { onDelete: 'cascade' });
const refCliente = () => text('cliente_id').references(() => clientes.id, { onDelete: 'cascade' });
const refSessao = () => text('sessao_id').references(() => sessoes.id, { onDelete: 'cascade' });

/** PostgreSQL's text-search document; only read in SQL (never selected into objects). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Every account the api has seen, with the role it had the first time (the role is bound here:
 * a token whose role claim differs gets 403) and, once erased (DELETE /me), when — its tokens are
 * refused from then on.
 */
export const contas = pgTable(
  'contas',
  {
    id: text('id').primaryKey(),
    tipo: text('tipo').notNull(),
    erasedAt: instante('erased_at'),
    /** when the identity provider's user of an erased account was deleted (AdminDeleteUser);
     * null while that is still to do (the sweep retries: privacidade/identidade.ts) */
    identidadeExcluidaEm: instante('identidade_excluida_em'),
    createdAt,
    /** reminder e-mails (24 h and 1 h before a confirmed session); decision e-mails are always sent */
    lembretesEmail: boolean('lembretes_email').notNull().default(true),
    /** 'Sair de todos os dispositivos' / a password change: tokens issued up to this second are refused (migration 0014) */
    sessoesRevogadasEm: instante('sessoes_revogadas_em'),
    /** the first sign-in through the site (POST /me/acesso; migration 0023): null until then */
    primeiroAcessoEm: instante('primeiro_acesso_em'),
  },
  (t) => [check('contas_tipo_valid', sql`${t.tipo} IN ('cliente', 'terapeuta')`)],
);

/**
 * The words the search forgives typos towards (migration 0016): each word of 4–40 letters of a
 * therapist's search text, description or bio, unaccented, with a trigram index. Written only by
 * the triggers on terapeutas (bulk inserts, edits, erasures); read by busca/text-search.ts.
 */
export const buscaPalavras = pgTable(
  'busca_palavras',
  { palavra: text('palavra').primaryKey() },
  (t) => [index('busca_palavras_trgm').using('gin', sql`${t.palavra} gin_trgm_ops`)],
);

export const especialidades = pgTable('especialidades', {
  /** stable slug, e.g. 'ansiedade', 'tcc' */
  id: text('id').primaryKey(),
  name: text('name').notNull().unique(),
  position: integer('position').notNull().default(0),
});

export const terapeutas = pgTable(
  'terapeutas',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull().default(''),
    fullName: text('full_name').notNull().default(''),
    title: text('title').notNull().default(''),
    specialty: text('specialty').notNull().default(''),
    description: text('description').notNull().default(''),
    bio: text('bio').notNull().default(''),
    approach: text('approach').notNull().default(''),
    birthDate: date('birth_date', { mode: 'string' }),
    gender: text('gender').notNull().default(''),
    /** the therapist chose to be found by the search's gender filter (migration 0034; default no):
     * the filter matches only these, so nobody learns a private gender by trying it (decision 0038) */
    genderInSearch: boolean('gender_in_search').notNull().default(false),
    /** digits only */
    cpf: text('cpf').notNull().default(''),
    crp: text('crp').notNull().default(''),
    phone: text('phone').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    /** one of the five search slugs when the city matches one, else '' (maintained by the api) */
    citySlug: text('city_slug').notNull().default(''),
    location: text('location').notNull().default(''),
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    sessionTypes: text('session_types').array().notNull().default(sql`'{}'::text[]`),
    sessionFormats: text('session_formats').array().notNull().default(sql`'{}'::text[]`),
    offersOnline: boolean('offers_online').notNull().default(false),
    offersPresencial: boolean('offers_presencial').notNull().default(false),
    sessionPrice: numeric('session_price', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    /** the one session length (minutes): slots, appointments and the profile use it */
    sessionDuration: integer('session_duration').notNull().default(50),
    /** rest after each session (0, 5, 10, 15 minutes) */
    bufferMinutes: integer('buffer_minutes').notNull().default(0),
    /** minimum notice before a session (hours) */
    minNoticeHours: integer('min_notice_hours').notNull().default(12),
    /** secret of the private calendar feed (/agenda/terapeutas/{id}/calendario.ics?token=…); null until created */
    calendarioToken: text('calendario_token'),
    officeZipCode: text('office_zip_code').notNull().default(''),
    officeStreet: text('office_street').notNull().default(''),
    officeNumber: text('office_number').notNull().default(''),
    officeComplement: text('office_complement').notNull().default(''),
    officeNeighborhood: text('office_neighborhood').notNull().default(''),
    officeCity: text('office_city').notNull().default(''),
    officeState: text('office_state').notNull().default(''),
    freeFirstSession: boolean('free_first_session').notNull().default(false),
    youtubeVideoUrl: text('youtube_video_url').notNull().default(''),
    paymentLink: text('payment_link').notNull().default(''),
    profileImageUrl: text('profile_image_url').notNull().default(''),
    education: jsonb('education').$type<EducationEntry[]>().notNull().default(sql`'[]'::jsonb`),
    /** the legacy availability summary of the profile form (product.md#data), kept as sent */
    availabilitySummary: jsonb('availability_summary').$type<ProfileAvailabilitySummary | null>(),
    /** average of the reviews' nota (0 when none), kept equal to the aggregate by the api */
    rating: numeric('rating', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    /** lower-case, accent-free "name + title + specialties" for the search (maintained by the api) */
    searchText: text('search_text').notNull().default(''),
    /** true once the profile form has been saved with every required field */
    profileComplete: boolean('profile_complete').notNull().default(false),
    /** approaches from the fixed list of shared-domain (THERAPY_APPROACHES) */
    approaches: text('approaches').array().notNull().default(sql`'{}'::text[]`),
    /** shared-domain isProfilePublishable of the profile's own fields, written at every save; the
     * availability part (an open weekly day) is checked by the public queries themselves */
    publicavel: boolean('publicavel').notNull().default(false),
    /** the next free slot within 14 days (null: none), and when it was computed — a cache for the
     * 'atende esta semana' filter and the 'próximo horário' order, refreshed by the search */
    proximoHorario: instante('proximo_horario'),
    proximoHorarioEm: instante('proximo_horario_em'),
    /** the full-text document of the search (migration 0016): search_text (A), description (B) and
     * bio (C) in the `acolhe_pt` configuration (Portuguese stems, no accents); generated */
    busca: tsvector('busca').generatedAlwaysAs(
      sql`setweight(to_tsvector('acolhe_pt'::regconfig, "terapeutas"."search_text"), 'A') || setweight(to_tsvector('acolhe_pt'::regconfig, "terapeutas"."description"), 'B') || setweight(to_tsvector('acolhe_pt'::regconfig, "terapeutas"."bio"), 'C')`,
    ),
    /** professional verification (issue 32, migration 0025): nao_enviado → em_analise → verificado | recusado */
    verificacaoEstado: text('verificacao_estado').$type<EstadoVerificacao>().notNull().default('nao_enviado'),
    verificacaoEnviadaEm: instante('verificacao_enviada_em'),
    verificacaoDecididaEm: instante('verificacao_decidida_em'),
    /** the deciding operator's sub */
    verificacaoDecididaPor: text('verificacao_decidida_por'),
    /** the reason of a refusal, shown to the therapist */
    verificacaoMotivo: text('verificacao_motivo'),
    /** the private document (storage key under 'verificacoes/', never served at /uploads); null once deleted */
    verificacaoDocumentoChave: text('verificacao_documento_chave'),
    verificacaoDocumentoTipo: text('verificacao_documento_tipo'),
    verificacaoDocumentoTamanho: integer('verificacao_documento_tamanho'),
    /** suspended by an operator (null: not suspended): off every list, profile 404, no new booking */
    suspensoEm: instante('suspenso_em'),
    suspensoMotivo: text('suspenso_motivo'),
    /** online sessions in the Acolhe room ('acolhe', default) or at the therapist's own link ('link'); migration 0028 */
    preferenciaSala: text('preferencia_sala').notNull().default(SALA_PREFERENCIA_PADRAO),
    ...timestamps,
  },
  (t) => [
    // CRP and CPF unique among therapists (migration 0025): concurrent saves cannot both win
    uniqueIndex('terapeutas_crp_unico').on(t.crp).where(sql`${t.crp} <> ''`),
    uniqueIndex('terapeutas_cpf_unico').on(t.cpf).where(sql`${t.cpf} <> ''`),
    index('terapeutas_verificacao_fila_idx').on(t.verificacaoEstado, t.verificacaoEnviadaEm),
    check('terapeutas_verificacao_estado_valido', sql`${t.verificacaoEstado} IN (${sqlLiterals(ESTADOS_VERIFICACAO)})`),
    index('terapeutas_search_text_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('terapeutas_busca_idx').using('gin', t.busca),
    index('terapeutas_city_slug_idx').on(t.citySlug),
    // The whole listing order (public-terapeutas LISTING_ORDER: rating ↓, review count ↓, name, id),
    // so a page is read in index order and stops at LIMIT instead of sorting every listed row.
    index('terapeutas_listing_idx').on(t.profileComplete, t.publicavel, t.rating.desc().nullsFirst(), t.reviewCount.desc().nullsFirst(), t.fullName, t.id),
    index('terapeutas_formats_idx').on(t.offersOnline, t.offersPresencial),
    // search filters: arrays by containment (GIN), price range and order, next free slot
    index('terapeutas_languages_idx').using('gin', t.languages),
    index('terapeutas_session_types_idx').using('gin', t.sessionTypes),
    index('terapeutas_approaches_idx').using('gin', t.approaches),
    index('terapeutas_price_idx').on(t.sessionPrice, t.id),
    index('terapeutas_proximo_idx').on(t.proximoHorario),
    check('terapeutas_rating_range', sql`${t.rating} >= 0 AND ${t.rating} <= 5`),
    check('terapeutas_review_count_nonneg', sql`${t.reviewCount} >= 0`),
    check('terapeutas_session_duration_range', sql`${t.sessionDuration} BETWEEN 15 AND 180`),
    check('terapeutas_buffer_valid', sql`${t.bufferMinutes} IN (0, 5, 10, 15)`),
    check('terapeutas_notice_range', sql`${t.minNoticeHours} BETWEEN 0 AND 72`),
    check('terapeutas_session_price_range', sql`${t.sessionPrice} >= 0 AND ${t.sessionPrice} <= 10000`),
    check('terapeutas_preferencia_sala_check', sql`${t.preferenciaSala} IN ('acolhe', 'link')`),
  ],
);

export const terapeutaEspecialidades = pgTable(
  'terapeuta_especialidades',
  {
    terapeutaId: refTerapeuta().notNull(),
    especialidadeId: text('especialidade_id')
      .notNull()
      .references(() => especialidades.id, { onDelete: 'restrict' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.terapeutaId, t.especialidadeId] }),
    index('terapeuta_especialidades_especialidade_idx').on(t.especialidadeId),
  ],
);

export const disponibilidades = pgTable('disponibilidades', {
  terapeutaId: refTerapeuta().primaryKey(),
  /** timestamp string assigned on save (product.md#data) */
  recordId: text('record_id').notNull(),
  schedule: jsonb('schedule').$type<AvailabilityDay[]>().notNull(),
  ...timestamps,
});

/** Blocked periods (vacation, a day off) and extra hours opened on a date. */
export const bloqueios = pgTable(
  'bloqueios',
  {
    id: text('id').primaryKey(),
    terapeutaId: refTerapeuta().notNull(),
    inicio: instante('inicio').notNull(),
    fim: instante('fim').notNull(),
    motivo: text('motivo').notNull().default(''),
    /** 'bloqueio' closes the period; 'extra' opens hours on it */
    tipo: text('tipo').notNull().default('bloqueio'),
    createdAt,
  },
  (t) => [
    index('bloqueios_terapeuta_idx').on(t.terapeutaId, t.inicio),
    check('bloqueios_ordem', sql`${t.fim} > ${t.inicio}`),
    check('bloqueios_tipo_valid', sql`${t.tipo} IN ('bloqueio', 'extra')`),
  ],
);

/** National holidays a therapist chose to work on (every other one is closed). */
export const feriadosAbertos = pgTable(
  'feriados_abertos',
  {
    terapeutaId: refTerapeuta().notNull(),
    data: date('data', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.terapeutaId, t.data] })],
);

/** PostgreSQL's range of instants; only read in SQL (the booking's overlap check). */
const tstzrange = customType<{ data: string }>({ dataType: () => 'tstzrange' });

/**
 * A therapist's external calendar (issue 45, migration 0035): an ICS address or a CalDAV account.
 * The address, user and password are one sealed text (`segredo`, the prontuário's envelope:
 * prontuario/crypto.ts, its data key wrapped in `chave_id`/`chave_dados`); `rotulo` is what may be
 * shown (the host, and the user of a CalDAV account). `erro_avisado`: the therapist was e-mailed
 * about the current failure (once per failure).
 */
export const calendariosExternos = pgTable(
  'calendarios_externos',
  {
    id: text('id').primaryKey(),
    terapeutaId: refTerapeuta().notNull(),
    tipo: text('tipo').notNull(),
    rotulo: text('rotulo').notNull(),
    segredo: text('segredo').notNull(),
    chaveId: text('chave_id').notNull(),
    chaveDados: text('chave_dados').notNull(),
    estado: text('estado').notNull().default('sincronizando'),
    sincronizadoEm: instante('sincronizado_em'),
    /** the last read tried (the sweep's order; a failing server is not asked every minute) */
    tentadoEm: instante('tentado_em'),
    erro: text('erro'),
    erroDesde: instante('erro_desde'),
    erroAvisado: boolean('erro_avisado').notNull().default(false),
    /** the ICS answer's ETag / Last-Modified, sent back as If-None-Match / If-Modified-Since */
    etag: text('etag'),
    ultimaModificacao: text('ultima_modificacao'),
    createdAt,
  },
  (t) => [
    index('calendarios_externos_terapeuta_idx').on(t.terapeutaId),
    index('calendarios_externos_tentado_idx').on(t.tentadoEm),
    check('calendarios_externos_tipo_valid', sql`${t.tipo} IN ('ics', 'caldav')`),
    check('calendarios_externos_estado_valid', sql`${t.estado} IN ('ok', 'erro', 'sincronizando')`),
  ],
);

/** A CalDAV account's calendars (collections): which block time, which receives the sessions, and
 * the server's ctag / sync-token of the last read. */
export const calendariosExternosColecoes = pgTable(
  'calendarios_externos_colecoes',
  {
    id: text('id').primaryKey(),
    calendarioId: text('calendario_id')
      .notNull()
      .references(() => calendariosExternos.id, { onDelete: 'cascade' }),
    /** the collection's address on the server (never answered: its path names the account) */
    url: text('url').notNull(),
    nome: text('nome').notNull(),
    bloqueia: boolean('bloqueia').notNull().default(true),
    recebeSessoes: boolean('recebe_sessoes').notNull().default(false),
    ctag: text('ctag'),
    syncToken: text('sync_token'),
    posicao: integer('posicao').notNull().default(0),
  },
  (t) => [
    uniqueIndex('calendarios_externos_colecoes_url_idx').on(t.calendarioId, t.url),
    uniqueIndex('calendarios_externos_colecoes_recebe_idx').on(t.calendarioId).where(sql`${t.recebeSessoes}`),
  ],
);

/** The busy intervals of the external calendars: only when, never what (issue 45 item 4). Those of
 * an unticked collection are deleted. The view agenda_bloqueios adds them to the blocks. */
export const ocupacoesExternas = pgTable(
  'ocupacoes_externas',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    terapeutaId: refTerapeuta().notNull(),
    calendarioId: text('calendario_id')
      .notNull()
      .references(() => calendariosExternos.id, { onDelete: 'cascade' }),
    /** the CalDAV collection; null for an ICS address */
    colecaoId: text('colecao_id').references(() => calendariosExternosColecoes.id, { onDelete: 'cascade' }),
    inicio: instante('inicio').notNull(),
    fim: instante('fim').notNull(),
    periodo: tstzrange('periodo').generatedAlwaysAs(sql`tstzrange(inicio, fim)`),
  },
  (t) => [index('ocupacoes_externas_terapeuta_idx').on(t.terapeutaId, t.inicio), check('ocupacoes_externas_ordem', sql`${t.fim} > ${t.inicio}`)],
);

/**
 * A confirmed session's copy in the therapist's chosen CalDAV calendar (issue 45 item 3): due
 * (`pendente`) after each change of the session, written (or removed) by the sweep
 * write_sessions_to_calendars — retried with back-off (`tentativas`, `proxima_em`), the last
 * failure's pt-BR message in `erro`. `href`: where the copy is on the server now (null: none).
 */
export const calendariosExternosEnvios = pgTable(
  'calendarios_externos_envios',
  {
    sessaoId: text('sessao_id').primaryKey(),
    terapeutaId: refTerapeuta().notNull(),
    pendente: boolean('pendente').notNull().default(true),
    tentativas: integer('tentativas').notNull().default(0),
    proximaEm: instante('proxima_em').notNull().defaultNow(),
    erro: text('erro'),
    /** the first failure of the current streak (shown with the calendar) */
    erroDesde: instante('erro_desde'),
    href: text('href'),
    colecaoId: text('colecao_id'),
    enviadoEm: instante('enviado_em'),
  },
  (t) => [index('calendarios_externos_envios_devidos_idx').on(t.proximaEm).where(sql`${t.pendente}`)],
);

/**
 * What closes time in a therapist's agenda besides sessions (migration 0035): their blocks and
 * extra hours, and the busy intervals of their external calendars (as blocks). The one place both
 * meet: slots-mes, the search's next free slot and the booking's context read this view.
 */
export const agendaBloqueios = pgView('agenda_bloqueios', {
  terapeutaId: text('terapeuta_id').notNull(),
  tipo: text('tipo').notNull(),
  inicio: instante('inicio').notNull(),
  fim: instante('fim').notNull(),
}).existing();

/** Answers of state-changing calls sent with an Idempotency-Key, replayed for 24 h. */
export const idempotencia = pgTable(
  'idempotencia',
  {
    contaId: text('conta_id').notNull(),
    chave: text('chave').notNull(),
    metodo: text('metodo').notNull(),
    rota: text('rota').notNull(),
    /** null while the first request is still running */
    status: integer('status'),
    resposta: text('resposta'),
    createdAt,
  },
  (t) => [primaryKey({ columns: [t.contaId, t.chave] }), index('idempotencia_created_idx').on(t.createdAt)],
);

export const clientes = pgTable('clientes', {
  id: text('id').primaryKey(),
  email: text('email').notNull().default(''),
  name: text('name').notNull().default(''),
  image: text('image').notNull().default(''),
  gender: text('gender').notNull().default(''),
  birthDate: date('birth_date', { mode: 'string' }),
  phone: text('phone').notNull().default(''),
  city: text('city').notNull().default(''),
  state: text('state').notNull().default(''),
  /** digits only */
  cpf: text('cpf').notNull().default(''),
  /** digits only */
  zipCode: text('zip_code').notNull().default(''),
  street: text('street').notNull().default(''),
  /** número of the street address */
  number: text('address_number').notNull().default(''),
  complement: text('address_complement').notNull().default(''),
  neighborhood: text('neighborhood').notNull().default(''),
  ...timestamps,
});

export const sessoes = pgTable(
  'sessoes',
  {
    id: text('id').primaryKey(),
    terapeutaId: refTerapeuta().notNull(),
    clienteId: refCliente().notNull(),
    clientName: text('client_name').notNull().default(''),
    date: date('date', { mode: 'string' }).notNull(),
    /** 'HH:MM' */
    time: text('time').notNull(),
    status: text('status').notNull().default('PENDING'),
    notes: text('notes').notNull().default(''),
    paymentMethod: text('payment_method'),
    meetingLink: text('meeting_link').notNull().default(''),
    /** always '' (CHECK sessoes_sem_notas_em_claro, migration 0030): clinical notes live only in the
     * encrypted prontuário (issue 40 item 4). Kept for the previous version during a rolling deploy;
     * the next release drops it. Nothing of the api reads or writes it. */
    therapistNotes: text('therapist_notes').notNull().default(''),
    /** '' or a CancelReason, when the platform (not one of the sides) cancelled it */
    cancelReason: text('cancel_reason').notNull().default(''),
    /** 'cliente' | 'terapeuta' when one of the sides cancelled it */
    cancelledBy: text('cancelled_by').notNull().default(''),
    /** what the therapist told the client when declining ('' when nothing; migration 0017) */
    declineReason: text('decline_reason').notNull().default(''),
    /** 'YYYY-MM-DDTHH:MM' the client's pending reschedule request moved it from ('' otherwise) */
    rescheduledFrom: text('rescheduled_from').notNull().default(''),
    lateCancellation: boolean('late_cancellation').notNull().default(false),
    /** the invite's SEQUENCE (RFC 5545): bumped whenever the session moves or is cancelled */
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    modality: text('modality').notNull().default('online'),
    /** the session's length and the therapist's buffer when it was booked (or moved) */
    durationMinutes: integer('duration_minutes').notNull(),
    bufferMinutes: integer('buffer_minutes').notNull().default(0),
    /** date + time in Brazil, as an instant */
    startsAt: instante('starts_at').notNull(),
    /** startsAt + length + buffer: what the session occupies is [startsAt, occupiedUntil) */
    occupiedUntil: instante('occupied_until').notNull(),
    /** the series this session is an occurrence of (migration 0027), null for a single session */
    serieId: text('serie_id').references((): AnyPgColumn => series.id, { onDelete: 'set null' }),
    /** the date of the series' rule this occurrence stands for (a move of it keeps this date) */
    serieData: date('serie_data', { mode: 'string' }),
    ...timestamps,
  },
  (t) => [
    // one session per date of a series' rule: the sweep and a confirmation never make it twice
    uniqueIndex('sessoes_serie_data_uniq').on(t.serieId, t.serieData).where(sql`${t.serieId} IS NOT NULL`),
    // No two active sessions of one therapist overlap: the exclusion constraint
    // sessoes_sem_sobreposicao (migration 0004; drizzle-kit cannot express EXCLUDE).
    index('sessoes_terapeuta_date_idx').on(t.terapeutaId, t.date),
    index('sessoes_cliente_idx').on(t.clienteId, t.date),
    // the sweep of requests nobody answered (sessoes/varreduras.ts expireUnansweredRequests)
    index('sessoes_pendentes_idx').on(t.startsAt).where(sql`${t.status} = 'PENDING'`),
    check('sessoes_status_valid', sql`${t.status} IN (${SESSAO_STATUSES_SQL})`),
    check('sessoes_time_format', sql`${t.time} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    // Nobody books a session with themselves.
    check('sessoes_not_self', sql`${t.terapeutaId} <> ${t.clienteId}`),
    check('sessoes_modality_valid', sql`${t.modality} IN ('online', 'presencial')`),
    check('sessoes_decline_reason_len', sql`char_length(${t.declineReason}) <= 500`),
    check('sessoes_range_order', sql`${t.occupiedUntil} > ${t.startsAt}`),
    check('sessoes_payment_method_valid', sql`${t.paymentMethod} IS NULL OR ${t.paymentMethod} IN ('credit', 'debit', 'pix')`),
    check('sessoes_sem_notas_em_claro', sql`${t.therapistNotes} = ''`),
  ],
);

/**
 * The plaintext notes an older version kept in sessoes.therapist_notes, of pairs the therapist has
 * seen (migration 0030 moved them here and discarded the others), waiting for the api to seal each
 * into the session's prontuário entry at start (src/prontuario/notas.ts), which deletes the row.
 * Empty once an api of this version has started; the next release drops it.
 */
export const notasSessaoLegadas = pgTable('notas_sessao_legadas', {
  sessaoId: text('sessao_id')
    .primaryKey()
    .references(() => sessoes.id, { onDelete: 'cascade' }),
  texto: text('texto').notNull(),
});

/**
 * Maintenance an operator (or, on PGlite, the api at start) still owes the database, one row per
 * task (migration 0030): 'purgar-notas-em-claro' — the files of a database that held plaintext
 * notes must be rewritten (src/prontuario/notas.ts purgeOldPlaintext; docs/operations.md).
 */
export const manutencaoPendente = pgTable('manutencao_pendente', {
  tarefa: text('tarefa').primaryKey(),
  desde: instante('desde').notNull().defaultNow(),
});

/** A weekly or fortnightly series of sessions (issue 33, migration 0027): the rule; its
 * occurrences are `sessoes` rows with `serie_id`. */
export const series = pgTable(
  'series',
  {
    id: text('id').primaryKey(),
    terapeutaId: refTerapeuta().notNull(),
    clienteId: refCliente().notNull(),
    /** 0 = Sunday … 6 = Saturday, São Paulo */
    diaSemana: integer('dia_semana').notNull(),
    /** 'HH:MM', São Paulo wall clock */
    hora: text('hora').notNull(),
    /** 7 (semanal) or 14 (quinzenal) */
    intervaloDias: integer('intervalo_dias').notNull(),
    modalidade: text('modalidade').notNull(),
    /** 'pendente' | 'ativa' | 'recusada' | 'encerrada' */
    estado: text('estado').notNull().default('pendente'),
    /** the first date of the rule */
    inicio: date('inicio', { mode: 'string' }).notNull(),
    /** exclusive: no occurrence from this date on (ended, cancelled from a date, or moved) */
    fim: date('fim', { mode: 'string' }),
    /** the last date of the rule already made or skipped (the sweep goes on from there) */
    materializadaAte: date('materializada_ate', { mode: 'string' }),
    /** the calendar event's SEQUENCE: bumped on every change of the series or an occurrence */
    sequencia: integer('sequencia').notNull().default(0),
    /** the series this one continues from a date on (moved to another weekday/time) */
    origemId: text('origem_id').references((): AnyPgColumn => series.id, { onDelete: 'set null' }),
    encerradaEm: instante('encerrada_em'),
    /** a move asked by one side, waiting for the other (issue 40, migration 0031): all or none */
    mudancaAPartirDe: date('mudanca_a_partir_de', { mode: 'string' }),
    mudancaDiaSemana: integer('mudanca_dia_semana'),
    mudancaHora: text('mudanca_hora'),
    /** 'cliente' | 'terapeuta' */
    mudancaPedidaPor: text('mudanca_pedida_por'),
    mudancaPedidaEm: instante('mudanca_pedida_em'),
    ...timestamps,
  },
  (t) => [
    index('series_ativas_idx').on(t.materializadaAte).where(sql`${t.estado} = 'ativa'`),
    index('series_terapeuta_idx').on(t.terapeutaId),
    index('series_cliente_idx').on(t.clienteId),
    check('series_dia_semana_valid', sql`${t.diaSemana} BETWEEN 0 AND 6`),
    check('series_hora_format', sql`${t.hora} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('series_intervalo_valid', sql`${t.intervaloDias} IN (7, 14)`),
    check('series_modalidade_valid', sql`${t.modalidade} IN ('online', 'presencial')`),
    check('series_estado_valid', sql`${t.estado} IN ('pendente', 'ativa', 'recusada', 'encerrada')`),
    check('series_not_self', sql`${t.terapeutaId} <> ${t.clienteId}`),
    index('series_mudanca_pedida_idx').on(t.terapeutaId).where(sql`${t.mudancaPedidaEm} IS NOT NULL`),
    check(
      'series_mudanca_completa',
      sql`(${t.mudancaAPartirDe} IS NULL AND ${t.mudancaDiaSemana} IS NULL AND ${t.mudancaHora} IS NULL AND ${t.mudancaPedidaPor} IS NULL AND ${t.mudancaPedidaEm} IS NULL) OR (${t.mudancaAPartirDe} IS NOT NULL AND ${t.mudancaDiaSemana} IS NOT NULL AND ${t.mudancaHora} IS NOT NULL AND ${t.mudancaPedidaPor} IS NOT NULL AND ${t.mudancaPedidaEm} IS NOT NULL)`,
    ),
    check('series_mudanca_so_ativa', sql`${t.mudancaAPartirDe} IS NULL OR ${t.estado} = 'ativa'`),
    check('series_mudanca_dia_semana_valid', sql`${t.mudancaDiaSemana} BETWEEN 0 AND 6`),
    check('series_mudanca_hora_format', sql`${t.mudancaHora} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('series_mudanca_pedida_por_valid', sql`${t.mudancaPedidaPor} IN ('cliente', 'terapeuta')`),
  ],
);

/** Dates of a series' rule that were not made, with the reason (both sides are told). */
export const seriesOcorrenciasPuladas = pgTable(
  'series_ocorrencias_puladas',
  {
    serieId: text('serie_id')
      .notNull()
      .references(() => series.id, { onDelete: 'cascade' }),
    data: date('data', { mode: 'string' }).notNull(),
    /** a SeriesSkipReason of shared-domain */
    motivo: text('motivo').notNull(),
    createdAt,
  },
  (t) => [
    primaryKey({ name: 'series_ocorrencias_puladas_pk', columns: [t.serieId, t.data] }),
    check(
      'series_puladas_motivo_valid',
      sql`${t.motivo} IN ('feriado', 'bloqueio', 'horario-ocupado', 'fora-do-horario', 'antecedencia', 'alem-do-horizonte')`,
    ),
  ],
);
export type SerieRow = typeof series.$inferSelect;

export const avaliacoes = pgTable(
  'avaliacoes',
  {
    id: text('id').primaryKey(),
    terapeutaId: refTerapeuta().notNull(),
    clienteId: refCliente().notNull(),
    clientName: text('client_name').notNull().default(''),
    nota: integer('nota').notNull(),
    comentario: text('comentario').notNull(),
    dataAvaliacao: date('data_avaliacao', { mode: 'string' }).notNull(),
    /** the therapist's one public answer ('' = none) */
    resposta: text('resposta').notNull().default(''),
    respostaEm: date('resposta_em', { mode: 'string' }),
    /** hidden by an operator (migration 0026): off the profile and the rating, its answer with it */
    ocultadaEm: instante('ocultada_em'),
    /** the operator's reason, told to the author */
    ocultadaMotivo: text('ocultada_motivo'),
    ...timestamps,
  },
  (t) => [
    // One review per client per therapist, held by the database.
    uniqueIndex('avaliacoes_cliente_terapeuta_uq').on(t.clienteId, t.terapeutaId),
    index('avaliacoes_terapeuta_idx').on(t.terapeutaId, t.dataAvaliacao),
    check('avaliacoes_nota_range', sql`${t.nota} BETWEEN 1 AND 5`),
    // Nobody reviews themselves.
    check('avaliacoes_not_self', sql`${t.terapeutaId} <> ${t.clienteId}`),
  ],
);

/**
 * How a therapist takes payment (issue 34): 'pix' (the client gets a static BR Code with this key),
 * 'link' (terapeutas.payment_link is shown) or 'consultorio'. No row: 'consultorio'. The key is
 * stored normalised (shared-domain normalizePixKey); a 'pix' row always has key, name and city.
 */
export const recebimentos = pgTable(
  'recebimentos',
  {
    terapeutaId: refTerapeuta().primaryKey(),
    forma: text('forma').notNull().default('pix'),
    chaveTipo: text('chave_tipo').notNull().default(''),
    chave: text('chave').notNull().default(''),
    /** the receiver's name and city as the BR Code carries them (cut to 25 / 15 when it is built) */
    nome: text('nome').notNull().default(''),
    cidade: text('cidade').notNull().default(''),
    updatedAt: instante('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('recebimentos_forma_valid', sql`${t.forma} IN ('pix', 'link', 'consultorio')`),
    check('recebimentos_chave_tipo_valid', sql`${t.chaveTipo} IN ('', 'cpf', 'cnpj', 'email', 'telefone', 'aleatoria')`),
    check('recebimentos_pix_completo', sql`${t.forma} <> 'pix' OR (${t.chaveTipo} <> '' AND ${t.chave} <> '' AND ${t.nome} <> '' AND ${t.cidade} <> '')`),
  ],
);

/**
 * One session's payment, written by the database when the session is confirmed (trigger
 * sessoes_pagamento, migration 0019: the price of that moment, and whether it is the free first
 * session). Its state moves only as shared-domain PAYMENT_STATE_CHANGES says (the trigger
 * acolhe_pagamento_transicao is rendered from it and refuses anything else): pendente|nao_recebido
 * → informado → confirmado|nao_recebido, and a received one whose session is cancelled →
 * a_reembolsar (trigger sessoes_pagamento_cancelada, migration 0032) → reembolsado|retido, as its
 * therapist marks. Acolhe never holds the money.
 */
export const pagamentos = pgTable(
  'pagamentos',
  {
    sessaoId: refSessao().primaryKey(),
    estado: text('estado').notNull().default('pendente'),
    valor: numeric('valor', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    gratuita: boolean('gratuita').notNull().default(false),
    informadoEm: instante('informado_em'),
    confirmadoEm: instante('confirmado_em'),
    /** the one reminder to the client, 24 h after the session ended unpaid */
    lembreteEm: instante('lembrete_em'),
    /** the therapist marked 'Recibo emitido no Receita Saúde' (migration 0020); only a confirmed payment */
    reciboEmitidoEm: instante('recibo_emitido_em'),
    /** the receipt's number in the Receita Saúde app ('' = not given) */
    reciboNumero: text('recibo_numero').notNull().default(''),
    /** its session was cancelled after the payment was received (migration 0032): the state is then a destination */
    canceladaEm: instante('cancelada_em'),
    /** the payer as the tax records keep them after the client erased the account (migration
     * 0032; received payments only, until the legal period ends: shared-domain taxRecordsKeptUntil) */
    pagadorNome: text('pagador_nome'),
    pagadorCpf: text('pagador_cpf'),
    ...timestamps,
  },
  (t) => [
    index('pagamentos_lembrete_idx')
      .on(t.createdAt)
      .where(sql`${t.lembreteEm} IS NULL AND NOT ${t.gratuita} AND ${t.estado} IN ('pendente', 'nao_recebido')`),
    // the sweep that forgets the tax records after their period (pagamentos/registros.ts; migration 0032)
    index('pagamentos_confirmado_em_idx').on(t.confirmadoEm).where(sql`${t.confirmadoEm} IS NOT NULL`),
    check('pagamentos_estado_valid', sql`${t.estado} IN ('pendente', 'informado', 'confirmado', 'nao_recebido', 'a_reembolsar', 'reembolsado', 'retido')`),
    check('pagamentos_gratuita_sem_estado', sql`NOT ${t.gratuita} OR ${t.estado} = 'pendente'`),
    check('pagamentos_valor_nonneg', sql`${t.valor} >= 0`),
    check('pagamentos_recibo_confirmado', sql`${t.reciboEmitidoEm} IS NULL OR ${t.estado} IN ('confirmado', 'a_reembolsar', 'reembolsado', 'retido')`),
    check('pagamentos_destino_cancelada', sql`(${t.estado} IN ('a_reembolsar', 'reembolsado', 'retido')) = (${t.canceladaEm} IS NOT NULL)`),
    check('pagamentos_pagador_recebido', sql`(${t.pagadorNome} IS NULL AND ${t.pagadorCpf} IS NULL) OR ${t.confirmadoEm} IS NOT NULL`),
  ],
);

/**
 * The payment statements issued to clients (issue 34 item 4, migration 0020): one per session,
 * its verification code, and what it says (shared-domain Declaracao, CPFs in full: the PDF carries
 * them), kept as issued so GET /declaracoes/{codigo} confirms it — masked — whatever changes later,
 * an erasure of either side included, until the tax records' legal period ends (issue 41).
 */
export const declaracoes = pgTable('declaracoes', {
  codigo: text('codigo').primaryKey(),
  sessaoId: refSessao().notNull().unique(),
  conteudo: jsonb('conteudo').$type<Record<string, unknown>>().notNull(),
  emitidaEm: instante('emitida_em').notNull().defaultNow(),
});

/**
 * The month-end reminders of Receita Saúde receipts still to issue (migration 0020): one row per
 * therapist and month ('YYYY-MM'), written in the transaction that writes the e-mail, so a restart
 * or a second replica never sends it twice.
 */
export const lembretesRecibos = pgTable(
  'lembretes_recibos',
  {
    terapeutaId: refTerapeuta().notNull(),
    mes: text('mes').notNull(),
    enviadoEm: instante('enviado_em').notNull(),
  },
  (t) => [primaryKey({ columns: [t.terapeutaId, t.mes] })],
);

/**
 * The prontuário (clinical record; issue 34, migration 0021, src/prontuario/): one per therapist and
 * client. Every text in it is sealed (AES-256-GCM) with the record's own data key, stored wrapped by
 * the master key `chave_id` (src/prontuario/crypto.ts): the database holds no plaintext of it.
 * Never deleted with an account (kept 5 years after the last session: CFP 01/2009, LGPD art. 11 II-a);
 * a client's erasure replaces the identification (pseudonimizado_em).
 */
export const prontuarios = pgTable(
  'prontuarios',
  {
    id: text('id').primaryKey(),
    terapeutaId: refTerapeuta().notNull(),
    clienteId: refCliente().notNull(),
    /** the master key that wraps chave_dados */
    chaveId: text('chave_id').notNull(),
    chaveDados: text('chave_dados').notNull(),
    /** sealed JSON { nome, contato, dataNascimento } */
    identificacao: text('identificacao').notNull(),
    /** sealed text */
    demanda: text('demanda').notNull(),
    pseudonimizadoEm: instante('pseudonimizado_em'),
    ...timestamps,
  },
  (t) => [uniqueIndex('prontuarios_par_idx').on(t.terapeutaId, t.clienteId), index('prontuarios_cliente_idx').on(t.clienteId)],
);

/** One registro de evolução: at most one per session (sessao_id null: an entry outside a session). */
export const prontuarioRegistros = pgTable(
  'prontuario_registros',
  {
    id: text('id').primaryKey(),
    prontuarioId: text('prontuario_id')
      .notNull()
      .references(() => prontuarios.id, { onDelete: 'cascade' }),
    sessaoId: text('sessao_id').references(() => sessoes.id, { onDelete: 'set null' }),
    /** the session's date, or the day it was written */
    data: date('data', { mode: 'string' }).notNull(),
    versaoAtual: integer('versao_atual').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('prontuario_registros_sessao_idx').on(t.prontuarioId, t.sessaoId),
    check('prontuario_registros_versao_pos', sql`${t.versaoAtual} >= 1`),
  ],
);

/** Every version of an entry (an edit adds one; none is ever changed). */
export const prontuarioVersoes = pgTable(
  'prontuario_versoes',
  {
    registroId: text('registro_id')
      .notNull()
      .references(() => prontuarioRegistros.id, { onDelete: 'cascade' }),
    versao: integer('versao').notNull(),
    /** sealed text */
    texto: text('texto').notNull(),
    createdAt,
  },
  (t) => [primaryKey({ columns: [t.registroId, t.versao] })],
);

/** Every read of a record (who, when, how), shown to its therapist ('Acessos'). */
export const prontuarioAcessos = pgTable(
  'prontuario_acessos',
  {
    id: text('id').primaryKey(),
    prontuarioId: text('prontuario_id')
      .notNull()
      .references(() => prontuarios.id, { onDelete: 'cascade' }),
    contaId: text('conta_id').notNull(),
    acao: text('acao').notNull(),
    em: instante('em').notNull().defaultNow(),
  },
  (t) => [
    index('prontuario_acessos_idx').on(t.prontuarioId, t.em),
    check('prontuario_acessos_acao_valid', sql`${t.acao} IN ('leitura', 'exportacao', 'copia')`),
  ],
);

/** A client's request for a copy of their record (CFP 01/2009): the therapist releases it, then the
 * client downloads the PDF (the entries as they stood at the release). */
export const prontuarioCopias = pgTable(
  'prontuario_copias',
  {
    id: text('id').primaryKey(),
    prontuarioId: text('prontuario_id')
      .notNull()
      .references(() => prontuarios.id, { onDelete: 'cascade' }),
    estado: text('estado').notNull().default('solicitada'),
    solicitadaEm: instante('solicitada_em').notNull().defaultNow(),
    liberadaEm: instante('liberada_em'),
  },
  (t) => [
    // one open request per record: a second click does not pile up requests
    uniqueIndex('prontuario_copias_aberta_idx').on(t.prontuarioId).where(sql`${t.estado} = 'solicitada'`),
    check('prontuario_copias_estado_valid', sql`${t.estado} IN ('solicitada', 'liberada')`),
    check('prontuario_copias_liberada', sql`(${t.estado} = 'liberada') = (${t.liberadaEm} IS NOT NULL)`),
  ],
);

/** 'cancelada': a reminder of a session that was cancelled or moved (never sent, not in the inbox);
 * 'sem-email': in the inbox only (reminder e-mails turned off, or no address) */
export const NOTIFICACAO_STATUSES = ['pendente', 'enviada', 'falhou', 'cancelada', 'sem-email'] as const;
export type NotificacaoStatus = (typeof NOTIFICACAO_STATUSES)[number];

/**
 * The outbox of the product's messages: one row per message to one account, written in the same
 * transaction as the decision it reports (src/notificacoes/service.ts). It is the in-app inbox
 * (titulo, mensagem, link, lida_em) and the e-mail queue at once: the delivery worker
 * (src/notificacoes/worker.ts) renders `payload` with the templates and sends it to `email_to`.
 * `payload` holds only what the message shows: never a CPF, never anybody's notes.
 */
export const notificacoes = pgTable(
  'notificacoes',
  {
    id: text('id').primaryKey(),
    /** the recipient (contas.id: a therapist's or a client's subject) */
    contaId: text('conta_id').notNull(),
    /** NotificationType of src/notificacoes/templates.ts */
    tipo: text('tipo').notNull(),
    titulo: text('titulo').notNull(),
    mensagem: text('mensagem').notNull(),
    /** a path of the product ('/usuario/{id}', '/cliente/{id}', '/terapeuta/{id}') */
    link: text('link').notNull(),
    sessaoId: text('sessao_id').references(() => sessoes.id, { onDelete: 'set null' }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** '' when the account has no address: nothing to send (status 'falhou' from the start) */
    emailTo: text('email_to').notNull().default(''),
    createdAt,
    /** when the message is due: now for decisions, 24 h / 1 h before the session for reminders;
     * the inbox shows a row from then on, and its e-mail job starts then */
    agendadaPara: instante('agendada_para').notNull().defaultNow(),
    /** handed to the job queue (pg-boss job id = this row's id) */
    enfileiradaEm: instante('enfileirada_em'),
    /** read in the app */
    lidaEm: instante('lida_em'),
    // ---- e-mail delivery
    status: text('status').$type<NotificacaoStatus>().notNull().default('pendente'),
    /** failed sends so far */
    attempts: integer('attempts').notNull().default(0),
    /** when a 'pendente' row may be sent (again); moved ahead while a worker holds it */
    nextAttemptAt: instante('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    deliveredAt: instante('delivered_at'),
  },
  (t) => [
    // the inbox: an account's latest messages, and its unread count
    // the inbox lists by when a notification is due (reminders are written ahead of time), in
    // exactly its ORDER BY (DESC is NULLS FIRST in PostgreSQL) so the planner can walk the index
    index('notificacoes_conta_idx').on(t.contaId, t.agendadaPara.desc().nullsFirst()),
    // the delivery queue: only what is still to be sent
    index('notificacoes_entrega_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pendente'`),
    index('notificacoes_sessao_idx').on(t.sessaoId),
    // the relay: rows not yet handed to the job queue
    index('notificacoes_relay_idx').on(t.createdAt).where(sql`${t.status} = 'pendente' AND ${t.enfileiradaEm} IS NULL`),
    check('notificacoes_status_valid', sql`${t.status} IN ('pendente', 'enviada', 'falhou', 'cancelada', 'sem-email')`),
    check('notificacoes_attempts_nonneg', sql`${t.attempts} >= 0`),
  ],
);

/** The operators' audit log (issue 32, migration 0024): append-only — the database refuses UPDATE,
 * DELETE and TRUNCATE (src/auditoria/sql/acolhe_auditoria_somente_insercao.sql). */
export const auditoriaOperacao = pgTable(
  'auditoria_operacao',
  {
    id: text('id').primaryKey(),
    em: instante('em').notNull().defaultNow(),
    operadorSub: text('operador_sub').notNull(),
    operadorEmail: text('operador_email').notNull(),
    /** what was done, e.g. 'verificacao.aprovar', 'avaliacao.ocultar', 'terapeuta.suspender', 'documento.ler' */
    acao: text('acao').notNull(),
    /** 'terapeuta' | 'avaliacao' | 'conta' … */
    alvoTipo: text('alvo_tipo').notNull(),
    alvoId: text('alvo_id'),
    motivo: text('motivo'),
    detalhes: jsonb('detalhes').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('auditoria_operacao_em_idx').on(t.em), index('auditoria_operacao_alvo_idx').on(t.alvoTipo, t.alvoId)],
);

/**
 * The operators the api was told about (issue 40, migration 0029): their state at the identity
 * provider as the api last read it. The operators' guard refuses every token of a disabled one and,
 * after a re-activation, every token issued up to the removal (src/operacao/revogacao.ts).
 */
export const operadores = pgTable('operadores', {
  sub: text('sub').primaryKey(),
  email: text('email').notNull(),
  /** disabled at the identity provider (`npm run operador -- remover`): every token refused; null when enabled */
  desativadoEm: instante('desativado_em'),
  /** tokens issued up to this second are refused; only ever moved forward */
  sessoesRevogadasEm: instante('sessoes_revogadas_em'),
  atualizadoEm: instante('atualizado_em').notNull().defaultNow(),
});

/**
 * Reports of a review (issue 32, migration 0026): one per person per review (the unique index); an
 * operator's decision (shared-domain DECISOES_AVALIACAO) closes every open report of the review at once.
 */
export const denunciasAvaliacao = pgTable(
  'denuncias_avaliacao',
  {
    id: text('id').primaryKey(),
    avaliacaoId: text('avaliacao_id')
      .notNull()
      .references(() => avaliacoes.id, { onDelete: 'cascade' }),
    /** the reporter's subject (a client or a therapist) */
    autorId: text('autor_id').notNull(),
    motivo: text('motivo').$type<MotivoDenuncia>().notNull(),
    texto: text('texto').notNull().default(''),
    criadaEm: instante('criada_em').notNull().defaultNow(),
    decididaEm: instante('decidida_em'),
    decisao: text('decisao').$type<TipoDecisaoAvaliacao>(),
  },
  (t) => [
    uniqueIndex('denuncias_avaliacao_autor_uq').on(t.avaliacaoId, t.autorId),
    index('denuncias_avaliacao_pendentes_idx').on(t.criadaEm).where(sql`${t.decididaEm} IS NULL`),
    check('denuncias_avaliacao_motivo_valid', sql`${t.motivo} IN (${sqlLiterals(MOTIVOS_DENUNCIA)})`),
    check('denuncias_avaliacao_decisao_valid', sql`${t.decisao} IS NULL OR ${t.decisao} IN (${sqlLiterals(DECISOES_AVALIACAO)})`),
    check('denuncias_avaliacao_decidida', sql`(${t.decisao} IS NULL) = (${t.decididaEm} IS NULL)`),
    check('denuncias_avaliacao_texto_len', sql`char_length(${t.texto}) <= 1000`),
  ],
);

/** The room's WebSocket tickets (issue 33, migration 0028): only the SHA-256 of a ticket is kept;
 * single use (usado_em), 60 s (expira_em). */
export const salaTickets = pgTable(
  'sala_tickets',
  {
    hash: text('hash').primaryKey(),
    sessaoId: refSessao().notNull(),
    contaId: text('conta_id').notNull(),
    /** 'cliente' | 'terapeuta' */
    papel: text('papel').notNull(),
    criadoEm: instante('criado_em').notNull().defaultNow(),
    expiraEm: instante('expira_em').notNull(),
    usadoEm: instante('usado_em'),
  },
  (t) => [index('sala_tickets_expira_idx').on(t.expiraEm), check('sala_tickets_papel_check', sql`${t.papel} IN ('cliente', 'terapeuta')`)],
);

/** Signalling between replicas (migration 0028): a message is a row, its id goes by NOTIFY
 * acolhe_sala; the room's sweep deletes rows after a few minutes. */
export const salaMensagens = pgTable(
  'sala_mensagens',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sessaoId: text('sessao_id').notNull(),
    corpo: jsonb('corpo').$type<Record<string, unknown>>().notNull(),
    criadoEm: instante('criado_em').notNull().defaultNow(),
  },
  (t) => [index('sala_mensagens_criado_idx').on(t.criadoEm)],
);

export const schema = {
  contas,
  especialidades,
  terapeutas,
  terapeutaEspecialidades,
  disponibilidades,
  bloqueios,
  feriadosAbertos,
  idempotencia,
  clientes,
  sessoes,
  avaliacoes,
  notificacoes,
  recebimentos,
  pagamentos,
  prontuarios,
  prontuarioRegistros,
  prontuarioVersoes,
  prontuarioAcessos,
  prontuarioCopias,
  auditoriaOperacao,
  denunciasAvaliacao,
  salaTickets,
  salaMensagens,
};

export type ContaRow = typeof contas.$inferSelect;
/** A therapist's record as the api reads it: every column but the search document `busca` (only
 * ever used inside SQL; reading it would carry a bio-sized text with every row). */
export type TerapeutaRow = Omit<typeof terapeutas.$inferSelect, 'busca'>;
const { busca: _busca, ...terapeutaColumns } = getTableColumns(terapeutas);
/** The columns of TerapeutaRow, for `select(TERAPEUTA_COLUMNS)`. */
export const TERAPEUTA_COLUMNS = terapeutaColumns;
export type ClienteRow = typeof clientes.$inferSelect;
export type SessaoRow = typeof sessoes.$inferSelect;
export type AvaliacaoRow = typeof avaliacoes.$inferSelect;
export type BloqueioRow = typeof bloqueios.$inferSelect;
export type DisponibilidadeRow = typeof disponibilidades.$inferSelect;
export type EspecialidadeRow = typeof especialidades.$inferSelect;
export type NotificacaoRow = typeof notificacoes.$inferSelect;
export type RecebimentoRow = typeof recebimentos.$inferSelect;
export type PagamentoRow = typeof pagamentos.$inferSelect;
export type AuditoriaOperacaoRow = typeof auditoriaOperacao.$inferSelect;
export type DenunciaAvaliacaoRow = typeof denunciasAvaliacao.$inferSelect;
