// The professional verification (rows of shared-domain/src/operations/verificacao.ts):
//   the therapist's side (owner only)   GET/POST /terapeutas/{id}/verificacao
//   the operators' side                 GET /operacao/verificacoes (the queue), GET …/{therapistId}/documento
//                                       (the private document, its read audited), POST …/{therapistId} (the decision)
// It also keeps the caches in step with its events (each one changes whether a profile is public) and
// runs the sweep that deletes decided documents after DOCUMENTO_VERIFICACAO_RETENCAO_DIAS.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { DOCUMENTO_VERIFICACAO_MAX_BYTES, VERIFICACAO_MSG } from '@acolhe/shared-domain';
import {
  decideVerification,
  getTherapistVerification,
  listVerificationQueue,
  readVerificationDocument,
  submitTherapistVerification,
} from '@acolhe/shared-domain/operations';
import { logOperatorRequests } from '../auth/operador';
import { implement, mount } from '../http/operations';
import { badRequest } from '../lib/errors';
import { receiveMultipart } from '../uploads/multipart';
import { assertOwnTherapist } from '../perfis/terapeutas';
import { inspecionarDocumento } from './documento';
import { EVENTOS_VERIFICACAO } from './events';
import {
  apagarDocumentosVencidos,
  crpDoEnvio,
  decidirVerificacao,
  enviarVerificacao,
  filaVerificacoes,
  lerDocumento,
  lerVerificacao,
  type Envio,
} from './service';

/** Reads `crp` and `documento` (at most DOCUMENTO_VERIFICACAO_MAX_BYTES) and checks both. */
export async function receberEnvio(request: FastifyRequest): Promise<Envio> {
  const { bytes, fields } = await receiveMultipart(request, {
    fileField: 'documento',
    maxBytes: DOCUMENTO_VERIFICACAO_MAX_BYTES,
    tooLarge: VERIFICACAO_MSG.documentoGrande,
    malformed: VERIFICACAO_MSG.documentoObrigatorio,
    textFields: ['crp'],
  });
  const crp = crpDoEnvio(fields.crp);
  if (!bytes) throw badRequest(VERIFICACAO_MSG.documentoObrigatorio, { documento: VERIFICACAO_MSG.documentoObrigatorio });
  const tipo = inspecionarDocumento(bytes);
  if (!tipo) throw badRequest(VERIFICACAO_MSG.documentoTipo, { documento: VERIFICACAO_MSG.documentoTipo });
  return { crp, documento: { bytes, tipo } };
}

export const verificacaoPlugin: FastifyPluginAsync = async (app) => {
  // after the commit: both public reads and the month's slots change with the state (a profile
  // enters or leaves the lists)
  for (const name of EVENTOS_VERIFICACAO) {
    app.bus.afterCommit(name, ({ payload }) => {
      app.events.publicReadsChanged({ profiles: [payload.terapeutaId], lists: 'cards' });
      app.events.agendaChanged(payload.terapeutaId);
    });
  }
  app.sweeps.add({
    name: 'delete_verification_documents',
    run: (at) => apagarDocumentosVencidos(app.db, app.storage, at),
    failure: 'deletion of decided verification documents failed',
  });

  mount(app, [
    implement(getTherapistVerification, async ({ params, caller, reply }) => {
      await assertOwnTherapist(app.db, caller, params.id);
      return reply.header('cache-control', 'private, no-store').send(await lerVerificacao(app.db, params.id));
    }),
    implement(submitTherapistVerification, async ({ params, caller, request }) => {
      await assertOwnTherapist(app.db, caller, params.id);
      const envio = await receberEnvio(request);
      return enviarVerificacao(app.db, app.bus, app.storage, caller.sub, envio, app.now());
    }),
  ]);

  // the operators' side: every request logged with the operator's id
  await app.register(async (operadores) => {
    logOperatorRequests(operadores);
    mount(operadores, [
      implement(listVerificationQueue, async ({ query, reply }) =>
        reply.header('cache-control', 'private, no-store').send(await filaVerificacoes(app.db, query.estado, query.page, query.size)),
      ),
      implement(readVerificationDocument, async ({ params, caller, reply }) => {
        const doc = await lerDocumento(app.db, app.storage, caller, params.therapistId, app.now());
        reply.header('cache-control', 'private, no-store').header('content-disposition', 'inline').type(doc.contentType);
        if (doc.contentLength !== undefined) reply.header('content-length', doc.contentLength);
        return reply.send(doc.body);
      }),
      implement(decideVerification, async ({ params, body, caller }) => decidirVerificacao(app.db, app.bus, caller, params.therapistId, body, app.now())),
    ]);
  });
};
