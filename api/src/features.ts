// The composition root of the feature slices (docs/decisions/0048-feature-slices-and-events.md):
// each slice's plugin, in the folder order of tooling/lint/folders.mjs, and the reactions that
// subscribe to the slices' events. The only module besides app.ts that may know every slice.
import type { FastifyInstance } from 'fastify';
import { catalogoPlugin } from './catalogo/plugin';

export async function registerFeatures(app: FastifyInstance): Promise<void> {
  await app.register(catalogoPlugin);
  subscribeReactions(app);
}

/** The reactions to the slices' events (notifications, calendars, reminders…), registered once. */
function subscribeReactions(_app: FastifyInstance): void {}
