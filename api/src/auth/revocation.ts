// The account's revocation time (contas.sessoes_revogadas_em, migration 0014): a token whose
// `iat` is not after it is refused. Read from the database, remembered by this process for at
// most REVOCATION_TTL_MS, so another replica's 'Sair de todos os dispositivos' holds here within
// seconds; the replica that recorded it knows at once (remember).
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { prepared } from '../db/prepared';
import { contas } from '../db/schema';

export const REVOCATION_TTL_MS = 2_000;
const MAX_ENTRIES = 50_000;

/**
 * Tokens carry whole seconds: a token issued during the second of the revocation is refused
 * too (`iat <= revocation second`); POST /me/sessoes/encerrar answers only once that second is
 * over, so a sign-in right after it gets a token that passes.
 */
export const revokedBy = (issuedAt: number, revokedAt: Date | null): boolean =>
  revokedAt !== null && issuedAt <= Math.floor(revokedAt.getTime() / 1000);

export class RevocationCheck {
  private readonly bySub = new Map<string, { revokedAt: Date | null; checkedAt: number }>();

  constructor(
    private readonly db: Database,
    private readonly clock: () => number = Date.now,
  ) {}

  async isRevoked(sub: string, issuedAt: number): Promise<boolean> {
    let entry = this.bySub.get(sub);
    if (!entry || this.clock() - entry.checkedAt > REVOCATION_TTL_MS) {
      // prepared once per database handle: every authenticated request of a client not seen in the
      // last seconds reads this (a booking's hot path, issue 35)
      const [row] = await prepared(this.db, 'conta_revogacao', (d, name) =>
        d.select({ at: contas.sessoesRevogadasEm }).from(contas).where(eq(contas.id, sql.placeholder('sub'))).limit(1).prepare(name),
      ).execute({ sub });
      entry = { revokedAt: row?.at ?? null, checkedAt: this.clock() };
      if (this.bySub.size >= MAX_ENTRIES) this.bySub.clear();
      this.bySub.set(sub, entry);
    }
    return revokedBy(issuedAt, entry.revokedAt);
  }

  remember(sub: string, revokedAt: Date): void {
    this.bySub.set(sub, { revokedAt, checkedAt: this.clock() });
  }
}
