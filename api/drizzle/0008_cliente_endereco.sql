ALTER TABLE "clientes" ADD COLUMN "address_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "clientes" ADD COLUMN "address_complement" text DEFAULT '' NOT NULL;