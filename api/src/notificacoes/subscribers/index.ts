// The notifications as reactions (docs/decisions/0048-feature-slices-and-events.md): each slice's
// file here maps that slice's events to the notifications' writers (service.ts, outbox.ts) inside
// the command's transaction, so a change and its messages commit or roll back together, and no
// slice imports the notifications. How to write one: ./README.md.
import type { FastifyInstance } from 'fastify';
import type { EventBus } from '../../eventos/bus';
import { subscribeAvaliacoes } from './avaliacoes';
import { subscribeCalendarios } from './calendarios';
import { subscribeConta } from './conta';
import { subscribeOperacao } from './operacao';
import { subscribePagamentos } from './pagamentos';
import { subscribePrivacidade } from './privacidade';
import { subscribeSeries } from './series';
import { subscribeSessoes } from './sessoes';
import { subscribeVerificacao } from './verificacao';

/** What a subscriber may read besides its event and the transaction: the app's configuration
 * (e.g. the site's URL), its database (an after-commit reaction), its clock. */
export type SubscriberDeps = Pick<FastifyInstance, 'db' | 'appConfig' | 'now'>;

/** One slice's notifications: subscribes its events' reactions on the bus. */
export type Subscriber = (bus: EventBus, deps: SubscriberDeps) => void;

/** Every slice's subscriber, one line each, in the folder order of tooling/lint/folders.mjs. */
const SUBSCRIBERS: readonly Subscriber[] = [
  subscribeConta,
  subscribeVerificacao,
  subscribeSessoes,
  subscribeSeries,
  subscribePagamentos,
  subscribeAvaliacoes,
  subscribeCalendarios,
  subscribeOperacao,
  subscribePrivacidade,
];

/** Subscribes every slice's notifications (features.ts, once per app). */
export function subscribeNotifications(app: FastifyInstance, subscribers: readonly Subscriber[] = SUBSCRIBERS): void {
  for (const subscribe of subscribers) subscribe(app.bus, app);
}
