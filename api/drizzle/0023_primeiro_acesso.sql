-- The first sign-in of an account, known to every browser (issue 30): 'Conta criada. Bem-vindo(a)
-- ao Acolhe' once, 'Bem-vindo(a) de volta' after, wherever the person signs in. Accounts the api
-- has already seen have signed in before.
ALTER TABLE "contas" ADD COLUMN "primeiro_acesso_em" timestamp with time zone;--> statement-breakpoint
UPDATE "contas" SET "primeiro_acesso_em" = "created_at" WHERE "primeiro_acesso_em" IS NULL;
