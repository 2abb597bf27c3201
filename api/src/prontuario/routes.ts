// The prontuário's routes (issue 34 item 6). Every answer is `Cache-Control: private, no-store`.
//   GET  /prontuario                                   the therapist's clients (names only)
//   GET  /prontuario/:clienteId                        the record (the read is logged)
//   PUT  /prontuario/:clienteId                        identification and demand
//   GET  /prontuario/:clienteId/prontuario.pdf         the record as PDF (logged as an export)
//   POST /prontuario/:clienteId/registros              { sessaoId?, texto } — a new entry
//   PUT  /prontuario/:clienteId/registros/:registroId  { texto } — the entry's next version
//   POST /prontuario/:clienteId/copias/:copiaId/liberar   the therapist releases a copy
//   GET  /prontuario-copias                            the client's copy requests
//   POST /prontuario-copias                            { terapeutaId } — the client asks for a copy
//   GET  /prontuario-copias/:copiaId/prontuario.pdf    the client's released copy
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as v from 'valibot';
import {
  cabecalhoSchema,
  pedidoCopiaAnswer,
  pedidoCopiaClienteAnswer,
  prontuarioAnswer,
  prontuarioResumoAnswer,
  registroEvolucaoAnswer,
  registroSchema,
  registroVersaoSchema,
  PRONTUARIO_MESSAGES,
} from '@acolhe/shared-domain';
import { userOf } from '../auth/guard';
import type { AppContext } from '../context';
import { terapeutas } from '../db/schema';
import { eq } from 'drizzle-orm';
import { signedIn, signedInRead } from '../http/signed-in';
import { parseWith } from '../lib/validation';
import { prontuarioPdf } from './pdf';
import {
  addRegistro,
  copyForClient,
  editRegistro,
  getProntuario,
  listCopies,
  listProntuarios,
  prontuarioForExport,
  releaseCopy,
  requestCopy,
  saveCabecalho,
} from './service';

const tags = ['prontuario'];
const noStore = (reply: FastifyReply) => void reply.header('cache-control', 'private, no-store');
const clienteParam = { type: 'object', properties: { clienteId: { type: 'string' } }, required: ['clienteId'] } as const;
// the refusals every therapist route shares (assertTherapistOf in service.ts)
const therapistRefusals = 'Sem token: 401. Quem não é terapeuta: 403 (o cliente lê só a cópia liberada). Terapeuta que não atendeu o cliente: 404 (não revela se o cliente existe).';
const pedidoSchema = v.object({ terapeutaId: v.pipe(v.string(PRONTUARIO_MESSAGES.semAtendimento), v.trim(), v.minLength(1, PRONTUARIO_MESSAGES.semAtendimento), v.maxLength(100, PRONTUARIO_MESSAGES.semAtendimento)) }, PRONTUARIO_MESSAGES.semAtendimento);

function sendPdf(reply: FastifyReply, pdf: Buffer, filename: string) {
  noStore(reply);
  return reply.header('content-type', 'application/pdf').header('content-disposition', `attachment; filename="${filename}"`).send(pdf);
}

export function registerProntuarioRoutes(app: FastifyInstance, ctx: AppContext) {
  const { requireUser } = ctx.guards;
  const keys = () => ctx.prontuarioKeys;
  const therapistHeader = async (id: string) => {
    const [t] = await ctx.db.select({ nome: terapeutas.fullName, crp: terapeutas.crp }).from(terapeutas).where(eq(terapeutas.id, id));
    return { terapeutaNome: t?.nome ?? '', crp: t?.crp ?? '' };
  };

  app.get('/prontuario', signedInRead(requireUser, {
    operationId: 'listRecords',
    tags,
    summary: 'Clientes atendidos (com prontuário)',
    description: 'Só os nomes: nada do prontuário é aberto. Sem token: 401. Quem não é terapeuta: 403.',
    answers: { 200: v.array(prontuarioResumoAnswer) },
  }), async (request, reply) => {
    noStore(reply);
    return listProntuarios(ctx.db, userOf(request), ctx.now());
  });

  app.get<{ Params: { clienteId: string } }>(
    '/prontuario/:clienteId',
    signedInRead(requireUser, {
      operationId: 'getRecord',
      tags,
      summary: 'O prontuário do cliente (só o terapeuta que o atendeu; a leitura fica registrada)',
      description: therapistRefusals,
      params: clienteParam,
      answers: { 200: prontuarioAnswer },
    }),
    async (request, reply) => {
      noStore(reply);
      return getProntuario(ctx.db, keys(), userOf(request), request.params.clienteId, ctx.now());
    },
  );

  app.put<{ Params: { clienteId: string } }>(
    '/prontuario/:clienteId',
    signedIn(requireUser, {
      operationId: 'saveRecordHeader',
      tags,
      summary: 'Identificação e demanda',
      description: `Responde o prontuário inteiro. Corpo inválido: 400 com fieldErrors. ${therapistRefusals}`,
      params: clienteParam,
      body: cabecalhoSchema,
      answers: { 200: prontuarioAnswer },
    }),
    async (request, reply) => {
      const input = parseWith(cabecalhoSchema, request.body);
      noStore(reply);
      return saveCabecalho(ctx.db, keys(), userOf(request), request.params.clienteId, input, ctx.now());
    },
  );

  app.get<{ Params: { clienteId: string } }>(
    '/prontuario/:clienteId/prontuario.pdf',
    signedInRead(requireUser, {
      operationId: 'exportRecordPdf',
      tags,
      summary: 'O prontuário em PDF (a exportação fica registrada)',
      description: `application/pdf, como download \`prontuario-AAAA-MM-DD.pdf\`. ${therapistRefusals}`,
      params: clienteParam,
      answers: { 200: 'pdf' },
    }),
    async (request, reply) => {
      const caller = userOf(request);
      const now = ctx.now();
      const p = await prontuarioForExport(ctx.db, keys(), caller, request.params.clienteId, now);
      const pdf = await prontuarioPdf(p, { ...(await therapistHeader(caller.sub)), geradoEm: now });
      return sendPdf(reply, pdf, `prontuario-${now.toISOString().slice(0, 10)}.pdf`);
    },
  );

  app.post<{ Params: { clienteId: string } }>(
    '/prontuario/:clienteId/registros',
    signedIn(requireUser, {
      operationId: 'addRecordEntry',
      tags,
      summary: 'Novo registro de evolução { sessaoId?, texto }',
      description:
        `Sem sessaoId, o registro é do dia. Corpo inválido: 400 com fieldErrors. ${therapistRefusals} ` +
        'Sessão que não é deste par, ou não confirmada nem realizada, ou que já tem registro: 409.',
      params: clienteParam,
      body: registroSchema,
      answers: { 201: registroEvolucaoAnswer },
    }),
    async (request, reply) => {
      const input = parseWith(registroSchema, request.body);
      const created = await addRegistro(ctx.db, keys(), userOf(request), request.params.clienteId, input, ctx.now());
      noStore(reply);
      return reply.status(201).send(created);
    },
  );

  app.put<{ Params: { clienteId: string; registroId: string } }>(
    '/prontuario/:clienteId/registros/:registroId',
    signedIn(requireUser, {
      operationId: 'reviseRecordEntry',
      tags,
      summary: 'Nova versão do registro (as anteriores ficam no histórico)',
      description: `O mesmo texto da versão atual não cria outra. Corpo inválido: 400 com fieldErrors. ${therapistRefusals} Registro que não é deste prontuário: 404.`,
      params: { type: 'object', properties: { clienteId: { type: 'string' }, registroId: { type: 'string' } }, required: ['clienteId', 'registroId'] },
      body: registroVersaoSchema,
      answers: { 200: registroEvolucaoAnswer },
    }),
    async (request, reply) => {
      const { texto } = parseWith(registroVersaoSchema, request.body);
      noStore(reply);
      return editRegistro(ctx.db, keys(), userOf(request), request.params.clienteId, request.params.registroId, texto, ctx.now());
    },
  );

  app.post<{ Params: { clienteId: string; copiaId: string } }>(
    '/prontuario/:clienteId/copias/:copiaId/liberar',
    signedIn(requireUser, {
      operationId: 'releaseRecordCopy',
      tags,
      summary: 'Libera ao cliente a cópia pedida',
      description: `Uma cópia já liberada é respondida como está. ${therapistRefusals} Pedido que não é deste prontuário: 404.`,
      params: { type: 'object', properties: { clienteId: { type: 'string' }, copiaId: { type: 'string' } }, required: ['clienteId', 'copiaId'] },
      answers: { 200: pedidoCopiaAnswer },
    }),
    async (request, reply) => {
      noStore(reply);
      return releaseCopy(ctx.db, userOf(request), request.params.clienteId, request.params.copiaId, ctx.now());
    },
  );

  app.get('/prontuario-copias', signedInRead(requireUser, {
    operationId: 'listRecordCopyRequests',
    tags,
    summary: 'Os pedidos de cópia do cliente',
    description: 'Sem token: 401. Quem não é cliente: 403.',
    answers: { 200: v.array(pedidoCopiaClienteAnswer) },
  }), async (request, reply) => {
    noStore(reply);
    return listCopies(ctx.db, userOf(request));
  });

  app.post(
    '/prontuario-copias',
    signedIn(requireUser, {
      operationId: 'requestRecordCopy',
      tags,
      summary: 'Pede ao terapeuta uma cópia do prontuário { terapeutaId }',
      description:
        '201 com o novo pedido; 200 com o pedido ainda aberto (um segundo clique não cria outro). Corpo inválido: 400. ' +
        'Sem token: 401. Quem não é cliente: 403. Terapeuta que não atendeu quem pede: 404.',
      body: pedidoSchema,
      answers: { 200: pedidoCopiaClienteAnswer, 201: pedidoCopiaClienteAnswer },
    }),
    async (request, reply) => {
      const { terapeutaId } = parseWith(pedidoSchema, request.body);
      const { pedido, created } = await requestCopy(ctx.db, keys(), userOf(request), terapeutaId, ctx.now());
      noStore(reply);
      return reply.status(created ? 201 : 200).send(pedido);
    },
  );

  app.get<{ Params: { copiaId: string } }>(
    '/prontuario-copias/:copiaId/prontuario.pdf',
    signedInRead(requireUser, {
      operationId: 'downloadRecordCopyPdf',
      tags,
      summary: 'A cópia liberada, em PDF',
      description:
        'application/pdf, como download `copia-prontuario-AAAA-MM-DD.pdf`: o prontuário como estava quando foi liberado (o download fica registrado). ' +
        'Sem token: 401. Quem não é cliente: 403. Pedido de outra pessoa ou inexistente: 404. Ainda não liberada: 409.',
      params: { type: 'object', properties: { copiaId: { type: 'string' } }, required: ['copiaId'] },
      answers: { 200: 'pdf' },
    }),
    async (request, reply) => {
      const now = ctx.now();
      const { prontuario, terapeutaId, liberadaEm } = await copyForClient(ctx.db, keys(), userOf(request), request.params.copiaId, now);
      const pdf = await prontuarioPdf(prontuario, { ...(await therapistHeader(terapeutaId)), geradoEm: now, copiaLiberadaEm: liberadaEm });
      return sendPdf(reply, pdf, `copia-prontuario-${liberadaEm.toISOString().slice(0, 10)}.pdf`);
    },
  );
}
