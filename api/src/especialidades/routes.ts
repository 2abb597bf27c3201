// GET /especialidades — the specialty catalogue, a plain list of { id, name }.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { listEspecialidades } from './service';

export function registerEspecialidadesRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get(
    '/especialidades',
    { schema: { tags: ['especialidades'], summary: 'Catálogo de especialidades' } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return listEspecialidades(ctx.db);
    },
  );
}
