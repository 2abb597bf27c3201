// Revocation times read where every replica reads them — the database — and remembered by this
// process for at most REVOCATION_TTL_MS, so a revocation recorded by another replica holds here
// within seconds; the replica that recorded it knows at once (remember). A token whose `iat` is not
// after the time is refused. Two sources: a customer's account (contas.sessoes_revogadas_em,
// migration 0014: 'Sair de todos os dispositivos', a password change) and an operator
// (operadores, migration 0029: `npm run operador -- remover`, issue 40).
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { prepared } from '../db/prepared';
import { contas, operadores } from '../db/schema';

export const REVOCATION_TTL_MS = 2_000;
const MAX_ENTRIES = 50_000;
/** Revoked for good: every token refused, whenever issued (a disabled operator). */
export const ALWAYS = new Date(8.64e15);

/**
 * Tokens carry whole seconds: a token issued during the second of the revocation is refused
 * too (`iat <= revocation second`); POST /me/sessoes/encerrar answers only once that second is
 * over, so a sign-in right after it gets a token that passes.
 */
export const revokedBy = (issuedAt: number, revokedAt: Date | null): boolean =>
  revokedAt !== null && issuedAt <= Math.floor(revokedAt.getTime() / 1000);

/** A subject's revocation time in the database (null: none). */
export type RevocationSource = (sub: string) => Promise<Date | null>;

/** A customer's account: contas.sessoes_revogadas_em. */
export const contaRevocation =
  (db: Database): RevocationSource =>
  async (sub) => {
    // prepared once per database handle: every authenticated request of a client not seen in the
    // last seconds reads this (a booking's hot path, issue 35)
    const [row] = await prepared(db, 'conta_revogacao', (d, name) =>
      d.select({ at: contas.sessoesRevogadasEm }).from(contas).where(eq(contas.id, sql.placeholder('sub'))).limit(1).prepare(name),
    ).execute({ sub });
    return row?.at ?? null;
  };

/** An operator: disabled → ALWAYS; else the revocation of its removal, if it was ever removed. */
export const operadorRevocation =
  (db: Database): RevocationSource =>
  async (sub) => {
    const [row] = await prepared(db, 'operador_revogacao', (d, name) =>
      d
        .select({ desativadoEm: operadores.desativadoEm, revogadasEm: operadores.sessoesRevogadasEm })
        .from(operadores)
        .where(eq(operadores.sub, sql.placeholder('sub')))
        .limit(1)
        .prepare(name),
    ).execute({ sub });
    if (!row) return null;
    return row.desativadoEm ? ALWAYS : row.revogadasEm;
  };

export class RevocationCheck {
  private readonly bySub = new Map<string, { revokedAt: Date | null; checkedAt: number }>();

  constructor(
    private readonly load: RevocationSource,
    private readonly clock: () => number = Date.now,
  ) {}

  async isRevoked(sub: string, issuedAt: number): Promise<boolean> {
    let entry = this.bySub.get(sub);
    if (!entry || this.clock() - entry.checkedAt > REVOCATION_TTL_MS) {
      entry = { revokedAt: await this.load(sub), checkedAt: this.clock() };
      if (this.bySub.size >= MAX_ENTRIES) this.bySub.clear();
      this.bySub.set(sub, entry);
    }
    return revokedBy(issuedAt, entry.revokedAt);
  }

  remember(sub: string, revokedAt: Date | null): void {
    this.bySub.set(sub, { revokedAt, checkedAt: this.clock() });
  }
}
