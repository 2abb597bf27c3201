// The therapist's side of the professional verification (issue 32), owner only:
//   POST /terapeutas/:id/verificacao   multipart: `crp` (text) and `documento` (a JPEG/PNG/WebP/PDF ≤ 5 MB)
//   GET  /terapeutas/:id/verificacao   the state, the reason of a refusal, the document's type and size
// The operators' side is operacao/verificacoes.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DOCUMENTO_VERIFICACAO_MAX_BYTES, VERIFICACAO_MSG, verificacaoAnswer } from '@acolhe/shared-domain';
import { requireRole } from '../auth/guard';
import type { AppContext } from '../context';
import { idParam } from '../http/contract';
import { signedIn, signedInRead } from '../http/signed-in';
import { badRequest } from '../lib/errors';
import { MSG } from '../lib/messages';
import { receiveMultipart } from '../uploads/multipart';
import { assertOwnTherapist } from '../perfis/terapeutas';
import { inspecionarDocumento } from './documento';
import { crpDoEnvio, enviarVerificacao, lerVerificacao, type Envio } from './service';

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

export function registerVerificacaoRoutes(app: FastifyInstance, ctx: AppContext) {
  const { requireUser } = ctx.guards;

  app.get<{ Params: { id: string } }>(
    '/terapeutas/:id/verificacao',
    signedInRead(requireUser, {
      operationId: 'getTherapistVerification',
      tags: ['terapeutas'],
      summary: 'Estado da verificação profissional (somente o próprio terapeuta)',
      params: idParam,
      answers: { 200: verificacaoAnswer },
    }),
    async (request, reply) => {
      await assertOwnTherapist(ctx.db, request.user!, request.params.id);
      return reply.header('cache-control', 'private, no-store').send(await lerVerificacao(ctx.db, request.params.id));
    },
  );

  app.post<{ Params: { id: string } }>(
    '/terapeutas/:id/verificacao',
    signedIn(requireUser, {
      operationId: 'submitTherapistVerification',
      tags: ['terapeutas'],
      summary: 'Envia o CRP e a carteira do CRP para verificação (multipart: crp, documento)',
      description:
        '`crp`: RR/NNNNN ou RR/NNNNNN (região 01–24). `documento`: foto (JPEG, PNG, WebP) ou PDF, até 5 MB, conferido pelo conteúdo. ' +
        'Exige um CPF válido no perfil. CRP de outro(a) psicólogo(a): 409. O documento é privado: só operadores o leem.',
      params: idParam,
      consumes: ['multipart/form-data'],
      answers: { 200: verificacaoAnswer },
    }),
    async (request) => {
      const caller = requireRole(request, 'terapeuta', MSG.onlyTherapistsProfile);
      await assertOwnTherapist(ctx.db, caller, request.params.id);
      const envio = await receberEnvio(request);
      return enviarVerificacao(ctx.db, ctx.events, ctx.storage, caller.sub, envio, ctx.now());
    },
  );
}
