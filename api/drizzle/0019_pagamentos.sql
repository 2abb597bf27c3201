-- Paying a session (issue 34): how each therapist takes payment (recebimentos) and one payment per
-- confirmed session (pagamentos). The tables are drizzle-kit's; the triggers and the backfill below
-- are written by hand (drizzle-kit has no functions).
CREATE TABLE "pagamentos" (
	"sessao_id" text PRIMARY KEY NOT NULL,
	"estado" text DEFAULT 'pendente' NOT NULL,
	"valor" numeric(10, 2) NOT NULL,
	"gratuita" boolean DEFAULT false NOT NULL,
	"informado_em" timestamp with time zone,
	"confirmado_em" timestamp with time zone,
	"lembrete_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pagamentos_estado_valid" CHECK ("pagamentos"."estado" IN ('pendente', 'informado', 'confirmado', 'nao_recebido')),
	CONSTRAINT "pagamentos_gratuita_sem_estado" CHECK (NOT "pagamentos"."gratuita" OR "pagamentos"."estado" = 'pendente'),
	CONSTRAINT "pagamentos_valor_nonneg" CHECK ("pagamentos"."valor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "recebimentos" (
	"terapeuta_id" text PRIMARY KEY NOT NULL,
	"forma" text DEFAULT 'pix' NOT NULL,
	"chave_tipo" text DEFAULT '' NOT NULL,
	"chave" text DEFAULT '' NOT NULL,
	"nome" text DEFAULT '' NOT NULL,
	"cidade" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recebimentos_forma_valid" CHECK ("recebimentos"."forma" IN ('pix', 'link', 'consultorio')),
	CONSTRAINT "recebimentos_chave_tipo_valid" CHECK ("recebimentos"."chave_tipo" IN ('', 'cpf', 'cnpj', 'email', 'telefone', 'aleatoria')),
	CONSTRAINT "recebimentos_pix_completo" CHECK ("recebimentos"."forma" <> 'pix' OR ("recebimentos"."chave_tipo" <> '' AND "recebimentos"."chave" <> '' AND "recebimentos"."nome" <> '' AND "recebimentos"."cidade" <> ''))
);
--> statement-breakpoint
ALTER TABLE "pagamentos" ADD CONSTRAINT "pagamentos_sessao_id_sessoes_id_fk" FOREIGN KEY ("sessao_id") REFERENCES "public"."sessoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recebimentos" ADD CONSTRAINT "recebimentos_terapeuta_id_terapeutas_id_fk" FOREIGN KEY ("terapeuta_id") REFERENCES "public"."terapeutas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pagamentos_lembrete_idx" ON "pagamentos" USING btree ("created_at") WHERE "pagamentos"."lembrete_em" IS NULL AND NOT "pagamentos"."gratuita" AND "pagamentos"."estado" IN ('pendente', 'nao_recebido');--> statement-breakpoint
-- A session's payment is written when the session is confirmed (changed to CONFIRMED, or inserted
-- CONFIRMED or COMPLETED, as the seed does), with the therapist's price of that moment. It is free when the price is 0, or when the
-- therapist offers the first session free and no other session of this client with this therapist
-- already used it (a free one that is CONFIRMED or COMPLETED: one cancelled gives the gift back).
-- The pair's advisory lock makes two confirmations at once take turns, so only one is free.
-- A session confirmed again after a move keeps its payment (ON CONFLICT DO NOTHING).
CREATE OR REPLACE FUNCTION acolhe_pagamento_da_sessao() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('acolhe_pagamento:' || NEW.cliente_id || ':' || NEW.terapeuta_id, 0));
  INSERT INTO pagamentos (sessao_id, valor, gratuita)
    SELECT NEW.id, t.session_price,
      t.session_price = 0 OR (t.free_first_session AND NOT EXISTS (
        SELECT 1 FROM pagamentos p JOIN sessoes s ON s.id = p.sessao_id
        WHERE p.gratuita AND s.cliente_id = NEW.cliente_id AND s.terapeuta_id = NEW.terapeuta_id
          AND s.id <> NEW.id AND s.status IN ('CONFIRMED', 'COMPLETED')))
    FROM terapeutas t WHERE t.id = NEW.terapeuta_id
  ON CONFLICT (sessao_id) DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER sessoes_pagamento AFTER INSERT OR UPDATE OF status ON sessoes
  FOR EACH ROW WHEN (NEW.status IN ('CONFIRMED', 'COMPLETED')) EXECUTE FUNCTION acolhe_pagamento_da_sessao();--> statement-breakpoint
-- The payment's states, held here whatever writes them: pendente|nao_recebido → informado (the
-- client), informado → confirmado|nao_recebido (the therapist); a free session has none.
-- The api's guarded UPDATE (WHERE estado IN …) answers the person; this is the wall behind it.
CREATE OR REPLACE FUNCTION acolhe_pagamento_transicao() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.estado IS DISTINCT FROM OLD.estado AND NOT (
      (OLD.estado IN ('pendente', 'nao_recebido') AND NEW.estado = 'informado')
      OR (OLD.estado = 'informado' AND NEW.estado IN ('confirmado', 'nao_recebido'))) THEN
    RAISE EXCEPTION 'payment state % -> % not allowed', OLD.estado, NEW.estado USING ERRCODE = 'AC002';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER pagamentos_transicao BEFORE UPDATE OF estado ON pagamentos
  FOR EACH ROW EXECUTE FUNCTION acolhe_pagamento_transicao();--> statement-breakpoint
-- Sessions confirmed before this migration get their payment too (the first of each pair free
-- when the therapist offers it), already reminded: no burst of reminders about old sessions.
INSERT INTO pagamentos (sessao_id, valor, gratuita, lembrete_em)
  SELECT x.id, x.session_price, x.session_price = 0 OR (x.free_first_session AND x.n = 1), now()
  FROM (
    SELECT s.id, t.session_price, t.free_first_session,
      row_number() OVER (PARTITION BY s.cliente_id, s.terapeuta_id ORDER BY s.starts_at, s.id) AS n
    FROM sessoes s JOIN terapeutas t ON t.id = s.terapeuta_id
    WHERE s.status IN ('CONFIRMED', 'COMPLETED')
  ) x
ON CONFLICT (sessao_id) DO NOTHING;
