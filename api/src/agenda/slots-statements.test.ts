// Issue 47: on PGlite every statement is a round trip of the api's one thread. A month's free slots
// computed afresh (the cache of slots-mes empty) read the sessions holding time AND the times held
// for the waiting list in one statement (agenda/service.ts busyQuery), as the search's next free
// slot does; this counts the statements so that no change splits them again silently.
import { countStatements } from '../../testing/statements';
import { createReadyTherapist, useTestApp } from '../../testing/helpers';

/** Statements of a computed slots-mes of a month without a national holiday: the public therapist
 * with their weekly hours, the busy times (sessions and holds: one statement), the blocks (with
 * the external calendars' busy intervals). Before the fold, 4. */
const SLOTS_STATEMENTS = 3;

describe('the statements of a computed month of free slots (GET slots-mes)', () => {
  const t = useTestApp();
  beforeEach(() => t.clock.set('2030-01-16T13:00:00.000Z'));

  it('reads the sessions and the held times in one statement, and no more statements than counted', async () => {
    const therapist = await createReadyTherapist(t);
    const counter = countStatements();
    try {
      const res = await t.call({ method: 'GET', url: `/agenda/terapeutas/${therapist.sub}/slots-mes?year=2030&month=2` });
      expect(res.statusCode).toBe(200);
    } finally {
      counter.stop();
    }
    const held = counter.statements.filter((s) => /"espera_ofertas"/.test(s));
    expect(held).toHaveLength(1);
    expect(held[0]).toMatch(/from "sessoes"[\s\S]*union all[\s\S]*from "espera_ofertas"/i);
    expect(counter.statements.length).toBeLessThanOrEqual(SLOTS_STATEMENTS);
  });
});
