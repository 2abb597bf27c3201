// The composition root of the feature slices (docs/decisions/0048-feature-slices-and-events.md):
// each slice's plugin, in the folder order of tooling/lint/folders.mjs, and the reactions that
// subscribe to the slices' events. The only module besides app.ts that may know every slice.
import type { FastifyInstance } from 'fastify';
import { agendaPlugin } from './agenda/plugin';
import { auditoriaPlugin } from './auditoria/plugin';
import { avaliacoesPlugin } from './avaliacoes/plugin';
import { buscaPlugin } from './busca/plugin';
import { calendarioPlugin } from './calendario/plugin';
import { calendariosPlugin } from './calendarios/plugin';
import { seriesCalendar } from './calendario/series-calendar';
import { catalogoPlugin } from './catalogo/plugin';
import { contaPlugin } from './conta/plugin';
import { notificacoesPlugin } from './notificacoes/plugin';
import { subscribeNotifications } from './notificacoes/subscribers';
import { operacaoPlugin } from './operacao/plugin';
import { pagamentosPlugin } from './pagamentos/plugin';
import { perfisPlugin } from './perfis/plugin';
import { privacidadePlugin } from './privacidade/plugin';
import { prontuarioPlugin } from './prontuario/plugin';
import { salaPlugin, type SalaOptions } from './sala/plugin';
import { seriesPlugin } from './series/plugin';
import { sessoesPlugin } from './sessoes/plugin';
import { verificacaoPlugin } from './verificacao/plugin';
import { purgeExpiredIdempotency } from './http/idempotency';

/** What the composition root hands the slices beyond the app's decorators. */
export interface FeatureOptions {
  /** the video room's relay connection and timings (sala/plugin.ts) */
  sala?: SalaOptions;
}

export async function registerFeatures(app: FastifyInstance, options: FeatureOptions = {}): Promise<void> {
  await app.register(contaPlugin);
  await app.register(catalogoPlugin);
  await app.register(perfisPlugin);
  await app.register(auditoriaPlugin);
  await app.register(verificacaoPlugin);
  await app.register(agendaPlugin);
  await app.register(sessoesPlugin);
  await app.register(seriesPlugin, { calendarFile: seriesCalendar });
  await app.register(pagamentosPlugin);
  await app.register(avaliacoesPlugin);
  await app.register(prontuarioPlugin);
  // the private video room: its routes and its WebSocket, relayed across replicas
  await app.register(salaPlugin, options.sala ?? {});
  await app.register(buscaPlugin);
  await app.register(calendarioPlugin);
  await app.register(calendariosPlugin);
  await app.register(operacaoPlugin);
  await app.register(privacidadePlugin);
  await app.register(notificacoesPlugin);
  addSweeps(app);
  subscribeReactions(app);
}

/** The recurring sweeps of the slices not yet converted (issue 43): each moves into its slice's
 * plugin (`app.sweeps.add`) with the slice. */
function addSweeps(app: FastifyInstance): void {
  const { db } = app;
  app.sweeps.add({ name: 'purge_idempotency', run: (at) => purgeExpiredIdempotency(db, at), failure: 'purge of idempotency answers failed' });
}

/** The reactions to the slices' events (notifications, calendars, reminders…), registered once —
 * after the slices' own (registered by their plugins above): a message describes the state the
 * other reactions leave (e.g. the calendar event of a series its confirmation just accepted). */
function subscribeReactions(app: FastifyInstance): void {
  // the inbox and e-mail outbox rows, reminders: notificacoes/subscribers (one file per slice)
  subscribeNotifications(app);
}
