-- The baseline: the schema as migrations 0000–0034 left it, squashed into one file (issue 43,
-- docs/decisions/0050-migration-baseline.md). Derived from `pg_dump --schema-only` of a database
-- migrated by that chain, cleaned by hand; a database built from this file plus the function files
-- dumps the same schema as one built by the old chain.
--
-- What is NOT here: database functions and their triggers. Each function and the triggers that
-- call it live once, in their slice's `sql/` file (or api/src/db/functions/), applied after the
-- migrations on every start (src/database.ts). No CHECK, DEFAULT, index or generated column calls an
-- `acolhe_*` function, so every table can be created before the functions exist.
--
-- Its journal entry keeps the `when` of the old 0034: a database migrated by the old chain has that
-- value recorded, so drizzle's migrator skips this file there and readiness finds nothing missing.
-- A database the old chain left BEFORE 0034 cannot take this file: it is stopped here with a clear
-- error (bring it to 0034 with a version of the api from before the baseline first).
DO $$
BEGIN
  IF to_regclass('public.sessoes') IS NOT NULL THEN
    RAISE EXCEPTION 'banco de dados anterior à migração 0034: atualize-o primeiro com uma versão da api anterior à linha de base (docs/decisions/0050-migration-baseline.md)';
  END IF;
END
$$;--> statement-breakpoint
-- Extensions (PGlite loads the same three: src/db/client.ts) and the search's text configuration.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION acolhe_pt (COPY = pg_catalog.portuguese);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION acolhe_pt ALTER MAPPING FOR hword, hword_part, word WITH unaccent, portuguese_stem;--> statement-breakpoint
-- The tables, in alphabetical order, each with its keys, exclusion constraint and indexes.
CREATE TABLE auditoria_operacao (
    id text NOT NULL,
    em timestamp with time zone DEFAULT now() NOT NULL,
    operador_sub text NOT NULL,
    operador_email text NOT NULL,
    acao text NOT NULL,
    alvo_tipo text NOT NULL,
    alvo_id text,
    motivo text,
    detalhes jsonb DEFAULT '{}'::jsonb NOT NULL
);--> statement-breakpoint
ALTER TABLE auditoria_operacao ADD CONSTRAINT auditoria_operacao_pkey PRIMARY KEY (id);--> statement-breakpoint
CREATE INDEX auditoria_operacao_alvo_idx ON auditoria_operacao USING btree (alvo_tipo, alvo_id);--> statement-breakpoint
CREATE INDEX auditoria_operacao_em_idx ON auditoria_operacao USING btree (em);--> statement-breakpoint
CREATE TABLE avaliacoes (
    id text NOT NULL,
    terapeuta_id text NOT NULL,
    cliente_id text NOT NULL,
    client_name text DEFAULT ''::text NOT NULL,
    nota integer NOT NULL,
    comentario text NOT NULL,
    data_avaliacao date NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    resposta text DEFAULT ''::text NOT NULL,
    resposta_em date,
    ocultada_em timestamp with time zone,
    ocultada_motivo text,
    CONSTRAINT avaliacoes_not_self CHECK ((terapeuta_id <> cliente_id)),
    CONSTRAINT avaliacoes_nota_range CHECK (((nota >= 1) AND (nota <= 5)))
);--> statement-breakpoint
ALTER TABLE avaliacoes ADD CONSTRAINT avaliacoes_pkey PRIMARY KEY (id);--> statement-breakpoint
CREATE UNIQUE INDEX avaliacoes_cliente_terapeuta_uq ON avaliacoes USING btree (cliente_id, terapeuta_id);--> statement-breakpoint
CREATE INDEX avaliacoes_terapeuta_idx ON avaliacoes USING btree (terapeuta_id, data_avaliacao);--> statement-breakpoint
CREATE TABLE bloqueios (
    id text NOT NULL,
    terapeuta_id text NOT NULL,
    inicio timestamp with time zone NOT NULL,
    fim timestamp with time zone NOT NULL,
    motivo text DEFAULT ''::text NOT NULL,
    tipo text DEFAULT 'bloqueio'::text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT bloqueios_ordem CHECK ((fim > inicio)),
    CONSTRAINT bloqueios_tipo_valid CHECK ((tipo = ANY (ARRAY['bloqueio'::text, 'extra'::text])))
);--> statement-breakpoint
ALTER TABLE bloqueios ADD CONSTRAINT bloqueios_pkey PRIMARY KEY (id);--> statement-breakpoint
CREATE INDEX bloqueios_terapeuta_idx ON bloqueios USING btree (terapeuta_id, inicio);--> statement-breakpoint
CREATE TABLE busca_palavras (
    palavra text NOT NULL
);--> statement-breakpoint
ALTER TABLE busca_palavras ADD CONSTRAINT busca_palavras_pkey PRIMARY KEY (palavra);--> statement-breakpoint
CREATE INDEX busca_palavras_trgm ON busca_palavras USING gin (palavra gin_trgm_ops);--> statement-breakpoint
CREATE TABLE clientes (
    id text NOT NULL,
    email text DEFAULT ''::text NOT NULL,
    name text DEFAULT ''::text NOT NULL,
    image text DEFAULT ''::text NOT NULL,
    gender text DEFAULT ''::text NOT NULL,
    birth_date date,
    phone text DEFAULT ''::text NOT NULL,
    city text DEFAULT ''::text NOT NULL,
    state text DEFAULT ''::text NOT NULL,
    cpf text DEFAULT ''::text NOT NULL,
    zip_code text DEFAULT ''::text NOT NULL,
    street text DEFAULT ''::text NOT NULL,
    neighborhood text DEFAULT ''::text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    address_number text DEFAULT ''::text NOT NULL,
    address_complement text DEFAULT ''::text NOT NULL
);--> statement-breakpoint
ALTER TABLE clientes ADD CONSTRAINT clientes_pkey PRIMARY KEY (id);--> statement-breakpoint
CREATE TABLE contas (
    id text NOT NULL,
    tipo text NOT NULL,
    erased_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    lembretes_email boolean DEFAULT true NOT NULL,
    sessoes_revogadas_em timestamp with time zone,
    identidade_excluida_em timestamp with time zone,
    primeiro_acesso_em timestamp with time zone,
    CONSTRAINT contas_tipo_valid CHECK ((tipo = ANY (ARRAY['cliente'::text, 'terapeuta'::text])))
);--> statement-breakpoint
ALTER TABLE contas ADD CONSTRAINT contas_pkey PRIMARY KEY (id);--> statement-breakpoint
CREATE TABLE declaracoes (
    codigo text NOT NULL,
    sessao_id text NOT NULL,
    conteudo jsonb NOT NULL,
    emitida_em timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE declaracoes ADD CONSTRAINT declaracoes_pkey PRIMARY KEY (codigo);--> statement-breakpoint
ALTER TABLE declaracoes ADD CONSTRAINT declaracoes_sessao_id_unique UNIQUE (sessao_id);--> statement-breakpoint
CREATE TABLE denuncias_avaliacao (
    id text NOT NULL,
    avaliacao_id text NOT NULL,
    autor_id text NOT NULL,
    motivo text NOT NULL,
    texto text DEFAULT ''::text NOT NULL,
    criada_em timestamp with time zone DEFAULT now() NOT NULL,
    decidida_em timestamp with time zone,
    decisao text,
    CONSTRAINT denuncias_avaliacao_decidida CHECK (((decisao IS NULL) = (decidida_em IS NULL))),
    CONSTRAINT denuncias_avaliacao_decisao_valid CHECK (((decisao IS NULL) OR (decisao = ANY (ARRAY['manter'::text, 'ocultar'::text])))),
    CONSTRAINT denuncias_avaliacao_motivo_valid CHECK ((motivo = ANY (ARRAY['ofensiva'::text, 'dados_pessoais'::text, 'falsa'::text, 'outro'::text]))),
    CONSTRAINT denuncias_avaliacao_texto_len CHECK ((char_length(texto) <= 1000))
);--> statement-breakpoint
ALTER TABLE denuncias_avaliacao ADD CONSTRAINT denuncias_avaliacao_pkey PRIMARY KEY (id);--> statement-breakpoint
CREATE UNIQUE INDEX denuncias_avaliacao_autor_uq ON denuncias_avaliacao USING btree (avaliacao_id, autor_id);--> statement-breakpoint
CREATE INDEX denuncias_avaliacao_pendentes_idx ON denuncias_avaliacao USING btree (criada_em) WHERE (decidida_em IS NULL);--> statement-breakpoint
CREATE TABLE disponibilidades (
    terapeuta_id text NOT NULL,
    record_id text NOT NULL,
    schedule jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE disponibilidades ADD CONSTRAINT disponibilidades_pkey PRIMARY KEY (terapeuta_id);--> statement-breakpoint
CREATE TABLE especialidades (
    id text NOT NULL,
    name text NOT NULL,
    "position" integer DEFAULT 0 NOT NULL
);--> statement-breakpoint
ALTER TABLE especialidades ADD CONSTRAINT especialidades_name_unique UNIQUE (name);--> statement-breakpoint
ALTER TABLE especialidades ADD CONSTRAINT especialidades_pkey PRIMARY KEY (id);--> statement-breakpoint
CREATE TABLE feriados_abertos (
    terapeuta_id text NOT NULL,
    data date NOT NULL
);--> statement-breakpoint
ALTER TABLE feriados_abertos ADD CONSTRAINT feriados_abertos_terapeuta_id_data_pk PRIMARY KEY (terapeuta_id, data);--> statement-breakpoint
CREATE TABLE idempotencia (
    conta_id text NOT NULL,
    chave text NOT NULL,
    metodo text NOT NULL,
    rota text NOT NULL,
    status integer,
    resposta text,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE idempotencia ADD CONSTRAINT idempotencia_conta_id_chave_pk PRIMARY KEY (conta_id, chave);--> statement-breakpoint
CREATE INDEX idempotencia_created_idx ON idempotencia USING btree (created_at);--> statement-breakpoint
CREATE TABLE lembretes_recibos (
    terapeuta_id text NOT NULL,
    mes text NOT NULL,
    enviado_em timestamp with time zone NOT NULL
);--> statement-breakpoint
ALTER TABLE lembretes_recibos ADD CONSTRAINT lembretes_recibos_terapeuta_id_mes_pk PRIMARY KEY (terapeuta_id, mes);--> statement-breakpoint
CREATE TABLE manutencao_pendente (
    tarefa text NOT NULL,
    desde timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE manutencao_pendente ADD CONSTRAINT manutencao_pendente_pkey PRIMARY KEY (tarefa);--> statement-breakpoint
CREATE TABLE notas_sessao_legadas (
    sessao_id text NOT NULL,
    texto text NOT NULL
);--> statement-breakpoint
ALTER TABLE notas_sessao_legadas ADD CONSTRAINT notas_sessao_legadas_pkey PRIMARY KEY (sessao_id);--> statement-breakpoint
CREATE TABLE notificacoes (
    id text NOT NULL,
    conta_id text NOT NULL,
    tipo text NOT NULL,
    titulo text NOT NULL,
    mensagem text NOT NULL,
    link text NOT NULL,
    sessao_id text,
    payload jsonb NOT NULL,
    email_to text DEFAULT ''::text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    lida_em timestamp with time zone,
    status text DEFAULT 'pendente'::text NOT NULL,
    attempts integer DEFAULT 0 NOT NULL,
    next_attempt_at timestamp with time zone DEFAULT now() NOT NULL,
    last_error text,
    delivered_at timestamp with time zone,
    agendada_para timestamp with time zone DEFAULT now() NOT NULL,
    enfileirada_em timestamp with time zone,
    CONSTRAINT notificacoes_attempts_nonneg CHECK ((attempts >= 0)),
    CONSTRAINT notificacoes_status_valid CHECK ((status = ANY (ARRAY['pendente'::text, 'enviada'::text, 'falhou'::text, 'cancelada'::text, 'sem-email'::text])))
);--> statement-breakpoint
ALTER TABLE notificacoes ADD CONSTRAINT notificacoes_pkey PRIMARY KEY (id);--> statement-breakpoint
CREATE INDEX notificacoes_conta_idx ON notificacoes USING btree (conta_id, agendada_para DESC);--> statement-breakpoint
CREATE INDEX notificacoes_entrega_idx ON notificacoes USING btree (next_attempt_at) WHERE (status = 'pendente'::text);--> statement-breakpoint
CREATE INDEX notificacoes_relay_idx ON notificacoes USING btree (created_at) WHERE ((status = 'pendente'::text) AND (enfileirada_em IS NULL));--> statement-breakpoint
CREATE INDEX notificacoes_sessao_idx ON notificacoes USING btree (sessao_id);--> statement-breakpoint
CREATE TABLE operadores (
    sub text NOT NULL,
    email text NOT NULL,
    desativado_em timestamp with time zone,
    sessoes_revogadas_em timestamp with time zone,
    atualizado_em timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE operadores ADD CONSTRAINT operadores_pkey PRIMARY KEY (sub);--> statement-breakpoint
CREATE TABLE pagamentos (
    sessao_id text NOT NULL,
    estado text DEFAULT 'pendente'::text NOT NULL,
    valor numeric(10,2) NOT NULL,
    gratuita boolean DEFAULT false NOT NULL,
    informado_em timestamp with time zone,
    confirmado_em timestamp with time zone,
    lembrete_em timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    recibo_emitido_em timestamp with time zone,
    recibo_numero text DEFAULT ''::text NOT NULL,
    cancelada_em timestamp with time zone,
    pagador_nome text,
    pagador_cpf text,
    CONSTRAINT pagamentos_destino_cancelada CHECK (((estado = ANY (ARRAY['a_reembolsar'::text, 'reembolsado'::text, 'retido'::text])) = (cancelada_em IS NOT NULL))),
    CONSTRAINT pagamentos_estado_valid CHECK ((estado = ANY (ARRAY['pendente'::text, 'informado'::text, 'confirmado'::text, 'nao_recebido'::text, 'a_reembolsar'::text, 'reembolsado'::text, 'retido'::text]))),
    CONSTRAINT pagamentos_gratuita_sem_estado CHECK (((NOT gratuita) OR (estado = 'pendente'::text))),
    CONSTRAINT pagamentos_pagador_recebido CHECK ((((pagador_nome IS NULL) AND (pagador_cpf IS NULL)) OR (confirmado_em IS NOT NULL))),
    CONSTRAINT pagamentos_recibo_confirmado CHECK (((recibo_emitido_em IS NULL) OR (estado = ANY (ARRAY['confirmado'::text, 'a_reembolsar'::text, 'reembolsado'::text, 'retido'::text])))),
    CONSTRAINT pagamentos_valor_nonneg CHECK ((valor >= (0)::numeric))
);--> statement-breakpoint
ALTER TABLE pagamentos ADD CONSTRAINT pagamentos_pkey PRIMARY KEY (sessao_id);--> statement-breakpoint
CREATE INDEX pagamentos_confirmado_em_idx ON pagamentos USING btree (confirmado_em) WHERE (confirmado_em IS NOT NULL);--> statement-breakpoint
CREATE INDEX pagamentos_lembrete_idx ON pagamentos USING btree (created_at) WHERE ((lembrete_em IS NULL) AND (NOT gratuita) AND (estado = ANY (ARRAY['pendente'::text, 'nao_recebido'::text])));--> statement-breakpoint
CREATE TABLE prontuario_acessos (
    id text NOT NULL,
    prontuario_id text NOT NULL,
    conta_id text NOT NULL,
    acao text NOT NULL,
    em timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT prontuario_acessos_acao_valid CHECK ((acao = ANY (ARRAY['leitura'::text, 'exportacao'::text, 'copia'::text])))
);--> statement-breakpoint
ALTER TABLE prontuario_acessos ADD CONSTRAINT prontuario_acessos_pkey PRIMARY KEY (id);--> statement-breakpoint
CREATE INDEX prontuario_acessos_idx ON prontuario_acessos USING btree (prontuario_id, em);--> statement-breakpoint
CREATE TABLE prontuario_copias (
    id text NOT NULL,
    prontuario_id text NOT NULL,
    estado text DEFAULT 'solicitada'::text NOT NULL,
    solicitada_em timestamp with time zone DEFAULT now() NOT NULL,
    liberada_em timestamp with time zone,
    CONSTRAINT prontuario_copias_estado_valid CHECK ((estado = ANY (ARRAY['solicitada'::text, 'liberada'::text]))),
    CONSTRAINT prontuario_copias_liberada CHECK (((estado = 'liberada'::text) = (liberada_em IS NOT NULL)))
);--> statement-breakpoint
ALTER TABLE prontuario_copias ADD CONSTRAINT prontuario_copias_pkey PRIMARY KEY (id);--> statement-breakpoint
CREATE UNIQUE INDEX prontuario_copias_aberta_idx ON prontuario_copias USING btree (prontuario_id) WHERE (estado = 'solicitada'::text);--> statement-breakpoint
CREATE TABLE prontuario_registros (
    id text NOT NULL,
    prontuario_id text NOT NULL,
    sessao_id text,
    data date NOT NULL,
    versao_atual integer DEFAULT 1 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT prontuario_registros_versao_pos CHECK ((versao_atual >= 1))
);--> statement-breakpoint
ALTER TABLE prontuario_registros ADD CONSTRAINT prontuario_registros_pkey PRIMARY KEY (id);--> statement-breakpoint
CREATE UNIQUE INDEX prontuario_registros_sessao_idx ON prontuario_registros USING btree (prontuario_id, sessao_id);--> statement-breakpoint
CREATE TABLE prontuario_versoes (
    registro_id text NOT NULL,
    versao integer NOT NULL,
    texto text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE prontuario_versoes ADD CONSTRAINT prontuario_versoes_registro_id_versao_pk PRIMARY KEY (registro_id, versao);--> statement-breakpoint
CREATE TABLE prontuarios (
    id text NOT NULL,
    terapeuta_id text NOT NULL,
    cliente_id text NOT NULL,
    chave_id text NOT NULL,
    chave_dados text NOT NULL,
    identificacao text NOT NULL,
    demanda text NOT NULL,
    pseudonimizado_em timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE prontuarios ADD CONSTRAINT prontuarios_pkey PRIMARY KEY (id);--> statement-breakpoint
CREATE INDEX prontuarios_cliente_idx ON prontuarios USING btree (cliente_id);--> statement-breakpoint
CREATE UNIQUE INDEX prontuarios_par_idx ON prontuarios USING btree (terapeuta_id, cliente_id);--> statement-breakpoint
CREATE TABLE recebimentos (
    terapeuta_id text NOT NULL,
    forma text DEFAULT 'pix'::text NOT NULL,
    chave_tipo text DEFAULT ''::text NOT NULL,
    chave text DEFAULT ''::text NOT NULL,
    nome text DEFAULT ''::text NOT NULL,
    cidade text DEFAULT ''::text NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT recebimentos_chave_tipo_valid CHECK ((chave_tipo = ANY (ARRAY[''::text, 'cpf'::text, 'cnpj'::text, 'email'::text, 'telefone'::text, 'aleatoria'::text]))),
    CONSTRAINT recebimentos_forma_valid CHECK ((forma = ANY (ARRAY['pix'::text, 'link'::text, 'consultorio'::text]))),
    CONSTRAINT recebimentos_pix_completo CHECK (((forma <> 'pix'::text) OR ((chave_tipo <> ''::text) AND (chave <> ''::text) AND (nome <> ''::text) AND (cidade <> ''::text))))
);--> statement-breakpoint
ALTER TABLE recebimentos ADD CONSTRAINT recebimentos_pkey PRIMARY KEY (terapeuta_id);--> statement-breakpoint
CREATE TABLE sala_mensagens (
    id bigint NOT NULL,
    sessao_id text NOT NULL,
    corpo jsonb NOT NULL,
    criado_em timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE sala_mensagens ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME sala_mensagens_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);--> statement-breakpoint
ALTER TABLE sala_mensagens ADD CONSTRAINT sala_mensagens_pkey PRIMARY KEY (id);--> statement-breakpoint
CREATE INDEX sala_mensagens_criado_idx ON sala_mensagens USING btree (criado_em);--> statement-breakpoint
CREATE TABLE sala_tickets (
    hash text NOT NULL,
    sessao_id text NOT NULL,
    conta_id text NOT NULL,
    papel text NOT NULL,
    criado_em timestamp with time zone DEFAULT now() NOT NULL,
    expira_em timestamp with time zone NOT NULL,
    usado_em timestamp with time zone,
    CONSTRAINT sala_tickets_papel_check CHECK ((papel = ANY (ARRAY['cliente'::text, 'terapeuta'::text])))
);--> statement-breakpoint
ALTER TABLE sala_tickets ADD CONSTRAINT sala_tickets_pkey PRIMARY KEY (hash);--> statement-breakpoint
CREATE INDEX sala_tickets_expira_idx ON sala_tickets USING btree (expira_em);--> statement-breakpoint
CREATE TABLE series (
    id text NOT NULL,
    terapeuta_id text NOT NULL,
    cliente_id text NOT NULL,
    dia_semana integer NOT NULL,
    hora text NOT NULL,
    intervalo_dias integer NOT NULL,
    modalidade text NOT NULL,
    estado text DEFAULT 'pendente'::text NOT NULL,
    inicio date NOT NULL,
    fim date,
    materializada_ate date,
    sequencia integer DEFAULT 0 NOT NULL,
    origem_id text,
    encerrada_em timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    mudanca_a_partir_de date,
    mudanca_dia_semana integer,
    mudanca_hora text,
    mudanca_pedida_por text,
    mudanca_pedida_em timestamp with time zone,
    CONSTRAINT series_dia_semana_valid CHECK (((dia_semana >= 0) AND (dia_semana <= 6))),
    CONSTRAINT series_estado_valid CHECK ((estado = ANY (ARRAY['pendente'::text, 'ativa'::text, 'recusada'::text, 'encerrada'::text]))),
    CONSTRAINT series_hora_format CHECK ((hora ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'::text)),
    CONSTRAINT series_intervalo_valid CHECK ((intervalo_dias = ANY (ARRAY[7, 14]))),
    CONSTRAINT series_modalidade_valid CHECK ((modalidade = ANY (ARRAY['online'::text, 'presencial'::text]))),
    CONSTRAINT series_mudanca_completa CHECK ((((mudanca_a_partir_de IS NULL) AND (mudanca_dia_semana IS NULL) AND (mudanca_hora IS NULL) AND (mudanca_pedida_por IS NULL) AND (mudanca_pedida_em IS NULL)) OR ((mudanca_a_partir_de IS NOT NULL) AND (mudanca_dia_semana IS NOT NULL) AND (mudanca_hora IS NOT NULL) AND (mudanca_pedida_por IS NOT NULL) AND (mudanca_pedida_em IS NOT NULL)))),
    CONSTRAINT series_mudanca_dia_semana_valid CHECK (((mudanca_dia_semana >= 0) AND (mudanca_dia_semana <= 6))),
    CONSTRAINT series_mudanca_hora_format CHECK ((mudanca_hora ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'::text)),
    CONSTRAINT series_mudanca_pedida_por_valid CHECK ((mudanca_pedida_por = ANY (ARRAY['cliente'::text, 'terapeuta'::text]))),
    CONSTRAINT series_mudanca_so_ativa CHECK (((mudanca_a_partir_de IS NULL) OR (estado = 'ativa'::text))),
    CONSTRAINT series_not_self CHECK ((terapeuta_id <> cliente_id))
);--> statement-breakpoint
ALTER TABLE series ADD CONSTRAINT series_pkey PRIMARY KEY (id);--> statement-breakpoint
CREATE INDEX series_ativas_idx ON series USING btree (materializada_ate) WHERE (estado = 'ativa'::text);--> statement-breakpoint
CREATE INDEX series_cliente_idx ON series USING btree (cliente_id);--> statement-breakpoint
CREATE INDEX series_mudanca_pedida_idx ON series USING btree (terapeuta_id) WHERE (mudanca_pedida_em IS NOT NULL);--> statement-breakpoint
CREATE INDEX series_terapeuta_idx ON series USING btree (terapeuta_id);--> statement-breakpoint
CREATE TABLE series_ocorrencias_puladas (
    serie_id text NOT NULL,
    data date NOT NULL,
    motivo text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT series_puladas_motivo_valid CHECK ((motivo = ANY (ARRAY['feriado'::text, 'bloqueio'::text, 'horario-ocupado'::text, 'fora-do-horario'::text, 'antecedencia'::text, 'alem-do-horizonte'::text])))
);--> statement-breakpoint
ALTER TABLE series_ocorrencias_puladas ADD CONSTRAINT series_ocorrencias_puladas_pk PRIMARY KEY (serie_id, data);--> statement-breakpoint
CREATE TABLE sessoes (
    id text NOT NULL,
    terapeuta_id text NOT NULL,
    cliente_id text NOT NULL,
    client_name text DEFAULT ''::text NOT NULL,
    date date NOT NULL,
    "time" text NOT NULL,
    status text DEFAULT 'PENDING'::text NOT NULL,
    notes text DEFAULT ''::text NOT NULL,
    payment_method text,
    meeting_link text DEFAULT ''::text NOT NULL,
    therapist_notes text DEFAULT ''::text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    cancel_reason text DEFAULT ''::text NOT NULL,
    cancelled_by text DEFAULT ''::text NOT NULL,
    late_cancellation boolean DEFAULT false NOT NULL,
    modality text DEFAULT 'online'::text NOT NULL,
    duration_minutes integer NOT NULL,
    buffer_minutes integer DEFAULT 0 NOT NULL,
    starts_at timestamp with time zone NOT NULL,
    occupied_until timestamp with time zone NOT NULL,
    calendar_sequence integer DEFAULT 0 NOT NULL,
    decline_reason text DEFAULT ''::text NOT NULL,
    rescheduled_from text DEFAULT ''::text NOT NULL,
    serie_id text,
    serie_data date,
    CONSTRAINT sessoes_decline_reason_len CHECK ((char_length(decline_reason) <= 500)),
    CONSTRAINT sessoes_modality_valid CHECK ((modality = ANY (ARRAY['online'::text, 'presencial'::text]))),
    CONSTRAINT sessoes_not_self CHECK ((terapeuta_id <> cliente_id)),
    CONSTRAINT sessoes_payment_method_valid CHECK (((payment_method IS NULL) OR (payment_method = ANY (ARRAY['credit'::text, 'debit'::text, 'pix'::text])))),
    CONSTRAINT sessoes_range_order CHECK ((occupied_until > starts_at)),
    CONSTRAINT sessoes_sem_notas_em_claro CHECK ((therapist_notes = ''::text)),
    CONSTRAINT sessoes_status_valid CHECK ((status = ANY (ARRAY['PENDING'::text, 'CONFIRMED'::text, 'REJECTED'::text, 'COMPLETED'::text, 'CANCELLED'::text]))),
    CONSTRAINT sessoes_time_format CHECK (("time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'::text))
);--> statement-breakpoint
ALTER TABLE sessoes ADD CONSTRAINT sessoes_pkey PRIMARY KEY (id);--> statement-breakpoint
ALTER TABLE sessoes ADD CONSTRAINT sessoes_sem_sobreposicao EXCLUDE USING gist (terapeuta_id WITH =, tstzrange(starts_at, occupied_until, '[)'::text) WITH &&) WHERE ((status = ANY (ARRAY['PENDING'::text, 'CONFIRMED'::text])));--> statement-breakpoint
CREATE INDEX sessoes_cliente_idx ON sessoes USING btree (cliente_id, date);--> statement-breakpoint
CREATE INDEX sessoes_occupied_idx ON sessoes USING btree (terapeuta_id, starts_at);--> statement-breakpoint
CREATE INDEX sessoes_pendentes_idx ON sessoes USING btree (starts_at) WHERE (status = 'PENDING'::text);--> statement-breakpoint
CREATE UNIQUE INDEX sessoes_serie_data_uniq ON sessoes USING btree (serie_id, serie_data) WHERE (serie_id IS NOT NULL);--> statement-breakpoint
CREATE INDEX sessoes_terapeuta_date_idx ON sessoes USING btree (terapeuta_id, date);--> statement-breakpoint
CREATE TABLE terapeuta_especialidades (
    terapeuta_id text NOT NULL,
    especialidade_id text NOT NULL,
    "position" integer DEFAULT 0 NOT NULL
);--> statement-breakpoint
ALTER TABLE terapeuta_especialidades ADD CONSTRAINT terapeuta_especialidades_terapeuta_id_especialidade_id_pk PRIMARY KEY (terapeuta_id, especialidade_id);--> statement-breakpoint
CREATE INDEX terapeuta_especialidades_especialidade_idx ON terapeuta_especialidades USING btree (especialidade_id);--> statement-breakpoint
CREATE TABLE terapeutas (
    id text NOT NULL,
    email text DEFAULT ''::text NOT NULL,
    full_name text DEFAULT ''::text NOT NULL,
    title text DEFAULT ''::text NOT NULL,
    specialty text DEFAULT ''::text NOT NULL,
    description text DEFAULT ''::text NOT NULL,
    bio text DEFAULT ''::text NOT NULL,
    approach text DEFAULT ''::text NOT NULL,
    birth_date date,
    gender text DEFAULT ''::text NOT NULL,
    cpf text DEFAULT ''::text NOT NULL,
    crp text DEFAULT ''::text NOT NULL,
    phone text DEFAULT ''::text NOT NULL,
    city text DEFAULT ''::text NOT NULL,
    state text DEFAULT ''::text NOT NULL,
    city_slug text DEFAULT ''::text NOT NULL,
    location text DEFAULT ''::text NOT NULL,
    languages text[] DEFAULT '{}'::text[] NOT NULL,
    session_types text[] DEFAULT '{}'::text[] NOT NULL,
    session_formats text[] DEFAULT '{}'::text[] NOT NULL,
    offers_online boolean DEFAULT false NOT NULL,
    offers_presencial boolean DEFAULT false NOT NULL,
    session_price numeric(10,2) DEFAULT 0 NOT NULL,
    session_duration integer DEFAULT 50 NOT NULL,
    free_first_session boolean DEFAULT false NOT NULL,
    youtube_video_url text DEFAULT ''::text NOT NULL,
    payment_link text DEFAULT ''::text NOT NULL,
    profile_image_url text DEFAULT ''::text NOT NULL,
    education jsonb DEFAULT '[]'::jsonb NOT NULL,
    availability_summary jsonb,
    rating numeric(3,2) DEFAULT 0 NOT NULL,
    review_count integer DEFAULT 0 NOT NULL,
    search_text text DEFAULT ''::text NOT NULL,
    profile_complete boolean DEFAULT false NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    buffer_minutes integer DEFAULT 0 NOT NULL,
    min_notice_hours integer DEFAULT 12 NOT NULL,
    office_zip_code text DEFAULT ''::text NOT NULL,
    office_street text DEFAULT ''::text NOT NULL,
    office_number text DEFAULT ''::text NOT NULL,
    office_complement text DEFAULT ''::text NOT NULL,
    office_neighborhood text DEFAULT ''::text NOT NULL,
    office_city text DEFAULT ''::text NOT NULL,
    office_state text DEFAULT ''::text NOT NULL,
    calendario_token text,
    approaches text[] DEFAULT '{}'::text[] NOT NULL,
    publicavel boolean DEFAULT false NOT NULL,
    proximo_horario timestamp with time zone,
    proximo_horario_em timestamp with time zone,
    busca tsvector GENERATED ALWAYS AS (((setweight(to_tsvector('acolhe_pt'::regconfig, search_text), 'A'::"char") || setweight(to_tsvector('acolhe_pt'::regconfig, description), 'B'::"char")) || setweight(to_tsvector('acolhe_pt'::regconfig, bio), 'C'::"char"))) STORED,
    verificacao_estado text DEFAULT 'nao_enviado'::text NOT NULL,
    verificacao_enviada_em timestamp with time zone,
    verificacao_decidida_em timestamp with time zone,
    verificacao_decidida_por text,
    verificacao_motivo text,
    verificacao_documento_chave text,
    verificacao_documento_tipo text,
    verificacao_documento_tamanho integer,
    suspenso_em timestamp with time zone,
    suspenso_motivo text,
    preferencia_sala text DEFAULT 'acolhe'::text NOT NULL,
    gender_in_search boolean DEFAULT false NOT NULL,
    CONSTRAINT terapeutas_buffer_valid CHECK ((buffer_minutes = ANY (ARRAY[0, 5, 10, 15]))),
    CONSTRAINT terapeutas_notice_range CHECK (((min_notice_hours >= 0) AND (min_notice_hours <= 72))),
    CONSTRAINT terapeutas_preferencia_sala_check CHECK ((preferencia_sala = ANY (ARRAY['acolhe'::text, 'link'::text]))),
    CONSTRAINT terapeutas_rating_range CHECK (((rating >= (0)::numeric) AND (rating <= (5)::numeric))),
    CONSTRAINT terapeutas_review_count_nonneg CHECK ((review_count >= 0)),
    CONSTRAINT terapeutas_session_duration_range CHECK (((session_duration >= 15) AND (session_duration <= 180))),
    CONSTRAINT terapeutas_session_price_range CHECK (((session_price >= (0)::numeric) AND (session_price <= (10000)::numeric))),
    CONSTRAINT terapeutas_verificacao_estado_valido CHECK ((verificacao_estado = ANY (ARRAY['nao_enviado'::text, 'em_analise'::text, 'verificado'::text, 'recusado'::text])))
);--> statement-breakpoint
ALTER TABLE terapeutas ADD CONSTRAINT terapeutas_pkey PRIMARY KEY (id);--> statement-breakpoint
CREATE INDEX terapeutas_approaches_idx ON terapeutas USING gin (approaches);--> statement-breakpoint
CREATE INDEX terapeutas_busca_idx ON terapeutas USING gin (busca);--> statement-breakpoint
CREATE INDEX terapeutas_city_slug_idx ON terapeutas USING btree (city_slug);--> statement-breakpoint
CREATE UNIQUE INDEX terapeutas_cpf_unico ON terapeutas USING btree (cpf) WHERE (cpf <> ''::text);--> statement-breakpoint
CREATE UNIQUE INDEX terapeutas_crp_unico ON terapeutas USING btree (crp) WHERE (crp <> ''::text);--> statement-breakpoint
CREATE INDEX terapeutas_formats_idx ON terapeutas USING btree (offers_online, offers_presencial);--> statement-breakpoint
CREATE INDEX terapeutas_languages_idx ON terapeutas USING gin (languages);--> statement-breakpoint
CREATE INDEX terapeutas_listing_idx ON terapeutas USING btree (profile_complete, publicavel, rating DESC, review_count DESC, full_name, id);--> statement-breakpoint
CREATE INDEX terapeutas_price_idx ON terapeutas USING btree (session_price, id);--> statement-breakpoint
CREATE INDEX terapeutas_proximo_idx ON terapeutas USING btree (proximo_horario);--> statement-breakpoint
CREATE INDEX terapeutas_search_text_trgm ON terapeutas USING gin (search_text gin_trgm_ops);--> statement-breakpoint
CREATE INDEX terapeutas_session_types_idx ON terapeutas USING gin (session_types);--> statement-breakpoint
CREATE INDEX terapeutas_verificacao_fila_idx ON terapeutas USING btree (verificacao_estado, verificacao_enviada_em);--> statement-breakpoint
-- Foreign keys, once every table exists.
ALTER TABLE avaliacoes ADD CONSTRAINT avaliacoes_cliente_id_clientes_id_fk FOREIGN KEY (cliente_id) REFERENCES clientes(id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE avaliacoes ADD CONSTRAINT avaliacoes_terapeuta_id_terapeutas_id_fk FOREIGN KEY (terapeuta_id) REFERENCES terapeutas(id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE bloqueios ADD CONSTRAINT bloqueios_terapeuta_id_terapeutas_id_fk FOREIGN KEY (terapeuta_id) REFERENCES terapeutas(id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE declaracoes ADD CONSTRAINT declaracoes_sessao_id_sessoes_id_fk FOREIGN KEY (sessao_id) REFERENCES sessoes(id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE denuncias_avaliacao ADD CONSTRAINT denuncias_avaliacao_avaliacao_id_fkey FOREIGN KEY (avaliacao_id) REFERENCES avaliacoes(id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE disponibilidades ADD CONSTRAINT disponibilidades_terapeuta_id_terapeutas_id_fk FOREIGN KEY (terapeuta_id) REFERENCES terapeutas(id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE feriados_abertos ADD CONSTRAINT feriados_abertos_terapeuta_id_terapeutas_id_fk FOREIGN KEY (terapeuta_id) REFERENCES terapeutas(id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE lembretes_recibos ADD CONSTRAINT lembretes_recibos_terapeuta_id_terapeutas_id_fk FOREIGN KEY (terapeuta_id) REFERENCES terapeutas(id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE notas_sessao_legadas ADD CONSTRAINT notas_sessao_legadas_sessao_id_fkey FOREIGN KEY (sessao_id) REFERENCES sessoes(id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE notificacoes ADD CONSTRAINT notificacoes_sessao_id_sessoes_id_fk FOREIGN KEY (sessao_id) REFERENCES sessoes(id) ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE pagamentos ADD CONSTRAINT pagamentos_sessao_id_sessoes_id_fk FOREIGN KEY (sessao_id) REFERENCES sessoes(id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE prontuario_acessos ADD CONSTRAINT prontuario_acessos_prontuario_id_prontuarios_id_fk FOREIGN KEY (prontuario_id) REFERENCES prontuarios(id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE prontuario_copias ADD CONSTRAINT prontuario_copias_prontuario_id_prontuarios_id_fk FOREIGN KEY (prontuario_id) REFERENCES prontuarios(id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE prontuario_registros ADD CONSTRAINT prontuario_registros_prontuario_id_prontuarios_id_fk FOREIGN KEY (prontuario_id) REFERENCES prontuarios(id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE prontuario_registros ADD CONSTRAINT prontuario_registros_sessao_id_sessoes_id_fk FOREIGN KEY (sessao_id) REFERENCES sessoes(id) ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE prontuario_versoes ADD CONSTRAINT prontuario_versoes_registro_id_prontuario_registros_id_fk FOREIGN KEY (registro_id) REFERENCES prontuario_registros(id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE prontuarios ADD CONSTRAINT prontuarios_cliente_id_clientes_id_fk FOREIGN KEY (cliente_id) REFERENCES clientes(id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE prontuarios ADD CONSTRAINT prontuarios_terapeuta_id_terapeutas_id_fk FOREIGN KEY (terapeuta_id) REFERENCES terapeutas(id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE recebimentos ADD CONSTRAINT recebimentos_terapeuta_id_terapeutas_id_fk FOREIGN KEY (terapeuta_id) REFERENCES terapeutas(id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE sala_tickets ADD CONSTRAINT sala_tickets_sessao_id_fkey FOREIGN KEY (sessao_id) REFERENCES sessoes(id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE series ADD CONSTRAINT series_cliente_id_clientes_id_fk FOREIGN KEY (cliente_id) REFERENCES clientes(id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE series_ocorrencias_puladas ADD CONSTRAINT series_ocorrencias_puladas_serie_id_series_id_fk FOREIGN KEY (serie_id) REFERENCES series(id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE series ADD CONSTRAINT series_origem_id_series_id_fk FOREIGN KEY (origem_id) REFERENCES series(id) ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE series ADD CONSTRAINT series_terapeuta_id_terapeutas_id_fk FOREIGN KEY (terapeuta_id) REFERENCES terapeutas(id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE sessoes ADD CONSTRAINT sessoes_cliente_id_clientes_id_fk FOREIGN KEY (cliente_id) REFERENCES clientes(id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE sessoes ADD CONSTRAINT sessoes_serie_id_series_id_fk FOREIGN KEY (serie_id) REFERENCES series(id) ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE sessoes ADD CONSTRAINT sessoes_terapeuta_id_terapeutas_id_fk FOREIGN KEY (terapeuta_id) REFERENCES terapeutas(id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE terapeuta_especialidades ADD CONSTRAINT terapeuta_especialidades_especialidade_id_especialidades_id_fk FOREIGN KEY (especialidade_id) REFERENCES especialidades(id) ON DELETE RESTRICT;--> statement-breakpoint
ALTER TABLE terapeuta_especialidades ADD CONSTRAINT terapeuta_especialidades_terapeuta_id_terapeutas_id_fk FOREIGN KEY (terapeuta_id) REFERENCES terapeutas(id) ON DELETE CASCADE;
