CREATE TABLE "avaliacoes" (
	"id" text PRIMARY KEY NOT NULL,
	"terapeuta_id" text NOT NULL,
	"cliente_id" text NOT NULL,
	"client_name" text DEFAULT '' NOT NULL,
	"nota" integer NOT NULL,
	"comentario" text NOT NULL,
	"data_avaliacao" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "avaliacoes_nota_range" CHECK ("avaliacoes"."nota" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "clientes" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"gender" text DEFAULT '' NOT NULL,
	"birth_date" date,
	"phone" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"cpf" text DEFAULT '' NOT NULL,
	"zip_code" text DEFAULT '' NOT NULL,
	"street" text DEFAULT '' NOT NULL,
	"neighborhood" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "disponibilidades" (
	"terapeuta_id" text PRIMARY KEY NOT NULL,
	"record_id" text NOT NULL,
	"schedule" jsonb NOT NULL,
	"session_duration" integer DEFAULT 60 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "especialidades" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "especialidades_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "sessoes" (
	"id" text PRIMARY KEY NOT NULL,
	"terapeuta_id" text NOT NULL,
	"cliente_id" text NOT NULL,
	"client_name" text DEFAULT '' NOT NULL,
	"date" date NOT NULL,
	"time" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"payment_method" text,
	"meeting_link" text DEFAULT '' NOT NULL,
	"therapist_notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessoes_status_valid" CHECK ("sessoes"."status" IN ('PENDING', 'CONFIRMED', 'REJECTED', 'COMPLETED', 'CANCELLED')),
	CONSTRAINT "sessoes_time_format" CHECK ("sessoes"."time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "sessoes_payment_method_valid" CHECK ("sessoes"."payment_method" IS NULL OR "sessoes"."payment_method" IN ('credit', 'debit', 'pix'))
);
--> statement-breakpoint
CREATE TABLE "terapeuta_especialidades" (
	"terapeuta_id" text NOT NULL,
	"especialidade_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "terapeuta_especialidades_terapeuta_id_especialidade_id_pk" PRIMARY KEY("terapeuta_id","especialidade_id")
);
--> statement-breakpoint
CREATE TABLE "terapeutas" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"full_name" text DEFAULT '' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"specialty" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"approach" text DEFAULT '' NOT NULL,
	"birth_date" date,
	"gender" text DEFAULT '' NOT NULL,
	"cpf" text DEFAULT '' NOT NULL,
	"crp" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"city_slug" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"session_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"session_formats" text[] DEFAULT '{}'::text[] NOT NULL,
	"offers_online" boolean DEFAULT false NOT NULL,
	"offers_presencial" boolean DEFAULT false NOT NULL,
	"session_price" numeric(10, 2) DEFAULT 0 NOT NULL,
	"session_duration" integer DEFAULT 50 NOT NULL,
	"free_first_session" boolean DEFAULT false NOT NULL,
	"youtube_video_url" text DEFAULT '' NOT NULL,
	"payment_link" text DEFAULT '' NOT NULL,
	"profile_image_url" text DEFAULT '' NOT NULL,
	"education" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"availability_summary" jsonb,
	"rating" numeric(3, 2) DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"profile_complete" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "terapeutas_rating_range" CHECK ("terapeutas"."rating" >= 0 AND "terapeutas"."rating" <= 5),
	CONSTRAINT "terapeutas_review_count_nonneg" CHECK ("terapeutas"."review_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "avaliacoes" ADD CONSTRAINT "avaliacoes_terapeuta_id_terapeutas_id_fk" FOREIGN KEY ("terapeuta_id") REFERENCES "public"."terapeutas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avaliacoes" ADD CONSTRAINT "avaliacoes_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disponibilidades" ADD CONSTRAINT "disponibilidades_terapeuta_id_terapeutas_id_fk" FOREIGN KEY ("terapeuta_id") REFERENCES "public"."terapeutas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessoes" ADD CONSTRAINT "sessoes_terapeuta_id_terapeutas_id_fk" FOREIGN KEY ("terapeuta_id") REFERENCES "public"."terapeutas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessoes" ADD CONSTRAINT "sessoes_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terapeuta_especialidades" ADD CONSTRAINT "terapeuta_especialidades_terapeuta_id_terapeutas_id_fk" FOREIGN KEY ("terapeuta_id") REFERENCES "public"."terapeutas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terapeuta_especialidades" ADD CONSTRAINT "terapeuta_especialidades_especialidade_id_especialidades_id_fk" FOREIGN KEY ("especialidade_id") REFERENCES "public"."especialidades"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "avaliacoes_cliente_terapeuta_uq" ON "avaliacoes" USING btree ("cliente_id","terapeuta_id");--> statement-breakpoint
CREATE INDEX "avaliacoes_terapeuta_idx" ON "avaliacoes" USING btree ("terapeuta_id","data_avaliacao");--> statement-breakpoint
CREATE UNIQUE INDEX "sessoes_active_slot_uq" ON "sessoes" USING btree ("terapeuta_id","date","time") WHERE "sessoes"."status" IN ('PENDING', 'CONFIRMED');--> statement-breakpoint
CREATE INDEX "sessoes_terapeuta_date_idx" ON "sessoes" USING btree ("terapeuta_id","date");--> statement-breakpoint
CREATE INDEX "sessoes_cliente_idx" ON "sessoes" USING btree ("cliente_id","date");--> statement-breakpoint
CREATE INDEX "terapeuta_especialidades_especialidade_idx" ON "terapeuta_especialidades" USING btree ("especialidade_id");--> statement-breakpoint
CREATE INDEX "terapeutas_search_text_trgm" ON "terapeutas" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "terapeutas_city_slug_idx" ON "terapeutas" USING btree ("city_slug");--> statement-breakpoint
CREATE INDEX "terapeutas_listing_idx" ON "terapeutas" USING btree ("profile_complete","rating","review_count");--> statement-breakpoint
CREATE INDEX "terapeutas_formats_idx" ON "terapeutas" USING btree ("offers_online","offers_presencial");