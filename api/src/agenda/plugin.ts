// The agenda (rows of shared-domain/src/operations/agenda.ts): the month's slots, public and cached
// per therapist and month (./slots-cache.ts); and the therapist's own weekly hours, blocks and
// extra hours, and national holidays — only its owner reads or writes them (assertOwnAgenda: 404
// for an unknown therapist before the 403 of anybody else). The writes publish the agenda's events
// (./events.ts); this plugin's own after-commit subscribers keep the caches in step with them.
import {
  createAgendaBlock,
  deleteAgendaBlock,
  getAvailability as getAvailabilityRow,
  listAgendaBlocks,
  listHolidays as listHolidaysRow,
  listMonthSlots,
  saveAvailability as saveAvailabilityRow,
  setHolidayOpen as setHolidayOpenRow,
} from '@acolhe/shared-domain/operations';
import { todayIso } from '@acolhe/shared-domain';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { implement, mount } from '../http/operations';
import { sendAnswer } from '../lib/public-cache';
import { AGENDA_TIME_EVENTS } from './events';
import {
  assertOwnAgenda,
  createBlock,
  deleteBlock,
  getAvailability,
  listBlocks,
  listHolidays,
  monthSlots,
  saveAvailability,
  setHolidayOpen,
} from './service';

export const agendaPlugin: FastifyPluginAsync = async (app) => {
  subscribeCaches(app);
  const { db } = app;
  mount(app, [
    implement(listMonthSlots, async ({ params, query, request, reply }) => {
      const now = app.now();
      const answer = await app.slotsCache.answer(params.id, query.year, query.month, now, () => monthSlots(db, params.id, query.year, query.month, now));
      // revalidated on every use: the ETag answers 304 while the month is unchanged
      return sendAnswer(request, reply, answer, 'no-cache');
    }),
    implement(getAvailabilityRow, async ({ params, caller }) => {
      await assertOwnAgenda(db, caller, params.therapistId);
      return getAvailability(db, params.therapistId);
    }),
    implement(saveAvailabilityRow, async ({ params, body, caller }) => {
      await assertOwnAgenda(db, caller, params.therapistId);
      return saveAvailability(db, app.bus, caller.sub, body, app.now());
    }),
    implement(listAgendaBlocks, async ({ params, caller }) => {
      await assertOwnAgenda(db, caller, params.therapistId);
      return listBlocks(db, params.therapistId, app.now());
    }),
    implement(createAgendaBlock, async ({ params, body, caller, reply }) => {
      await assertOwnAgenda(db, caller, params.therapistId);
      return reply.status(201).send(await createBlock(db, app.bus, params.therapistId, body, app.now()));
    }),
    implement(deleteAgendaBlock, async ({ params, caller, reply }) => {
      await assertOwnAgenda(db, caller, params.therapistId);
      await deleteBlock(db, app.bus, params.therapistId, params.blockId, app.now());
      return reply.status(204).send();
    }),
    implement(listHolidaysRow, async ({ params, query, caller }) => {
      await assertOwnAgenda(db, caller, params.therapistId);
      return listHolidays(db, params.therapistId, query.ano ?? Number(todayIso(app.now()).slice(0, 4)));
    }),
    implement(setHolidayOpenRow, async ({ params, body, caller }) => {
      await assertOwnAgenda(db, caller, params.therapistId);
      return setHolidayOpen(db, app.bus, params.therapistId, params.date, body.open, app.now());
    }),
  ]);
};

/**
 * The caches hear the agenda's events once committed: the therapist's months of the booking
 * calendar on this replica at once (the other replicas hear the database's agenda trigger), and
 * for new weekly hours also the public profile and cards (the session length shows there; an open
 * day decides publication).
 */
function subscribeCaches(app: FastifyInstance): void {
  app.bus.afterCommit('DisponibilidadeSalva', ({ payload }) => app.events.publicReadsChanged({ profiles: [payload.therapistId], lists: 'cards' }));
  for (const name of AGENDA_TIME_EVENTS) app.bus.afterCommit(name, ({ payload }) => app.events.agendaChanged(payload.therapistId));
}
