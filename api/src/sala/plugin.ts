// The private video room (issue 33 item 4): its two HTTP routes and its WebSocket.
//   GET  /sessoes/:id/sala          the room as the caller enters it (window, other party, ICE servers)
//   POST /sessoes/:id/sala/ticket   a single-use 60-second ticket for the WebSocket
//   GET  /sessoes/:id/sala/ws?ticket=…  the signalling socket (protocol: shared-domain/src/sala)
// Media never passes here: the browsers connect peer to peer (WebRTC, DTLS-SRTP); this only relays
// their offer/answer/candidates and presence, across replicas through SalaRelay.
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { SALA_CLOSE, SALA_MENSAGEM_MAX_BYTES, salaAberta, salaAnswer, salaTicketAnswer } from '@acolhe/shared-domain';
import { userOf } from '../auth/guard';
import type { AppContext } from '../context';
import type { RawSql } from '../db/client';
import { idParam } from '../http/contract';
import { signedIn } from '../http/signed-in';
import { PRIVATE_NO_STORE } from '../plugins/private-answers';
import { SalaRelay } from './relay';
import { SalaRooms } from './room';
import { consumirTicket, emitirTicket, salaAnswerFor, sessaoDaSala, varrerSala } from './service';

export interface SalaOptions {
  raw?: RawSql;
  /** re-check interval of open sockets (ms; tests) */
  verificacaoMs?: number;
  /** the sweep's interval (ms); 0: none */
  varreduraMs?: number;
}

export async function registerSala(app: FastifyInstance, ctx: AppContext, options: SalaOptions = {}): Promise<SalaRooms> {
  // ws closes with 1009 above maxPayload by itself; below it our own check answers 4413 with its
  // pt-BR reason, so the limit of the protocol (64 KB) is what a page sees
  await app.register(websocket, { options: { maxPayload: 4 * SALA_MENSAGEM_MAX_BYTES } });
  const relay = new SalaRelay({ db: ctx.db, raw: options.raw, databaseUrl: ctx.config.databaseUrl, log: app.log });
  await relay.start();
  const rooms = new SalaRooms({ db: ctx.db, relay, metrics: ctx.metrics, now: ctx.now, log: app.log, verificacaoMs: options.verificacaoMs });
  const sweepMs = options.varreduraMs ?? 60_000;
  const sweep = sweepMs > 0 ? setInterval(() => void varrerSala(ctx.db, ctx.now()).catch(() => {}), sweepMs) : null;
  sweep?.unref();
  app.addHook('preClose', async () => {
    if (sweep) clearInterval(sweep);
    await rooms.stop();
  });
  app.addHook('onClose', async () => relay.close());

  const { requireUser } = ctx.guards;

  app.get<{ Params: { id: string } }>(
    '/sessoes/:id/sala',
    signedIn(requireUser, {
      operationId: 'getSessionRoom',
      tags: ['sala'],
      summary: 'A sala online de uma sessão (o cliente e o terapeuta dela)',
      description:
        'Fora da janela (10 min antes do início a 15 min depois do fim) → 200 com `aberta: false`. De outra pessoa ou ' +
        'inexistente → 404 "Sessão não encontrada."; presencial → 409; não confirmada → 409.',
      params: idParam,
      answers: { 200: salaAnswer },
    }),
    async (request, reply) => {
      reply.header('Cache-Control', PRIVATE_NO_STORE);
      return salaAnswerFor(ctx.db, ctx.config, userOf(request), request.params.id, ctx.now());
    },
  );

  app.post<{ Params: { id: string } }>(
    '/sessoes/:id/sala/ticket',
    signedIn(requireUser, {
      operationId: 'createSessionRoomTicket',
      tags: ['sala'],
      summary: 'Um bilhete de uso único (60 s) para o WebSocket da sala',
      description:
        'Navegadores não enviam Authorization num WebSocket, e um token na URL ficaria nos logs: o bilhete (256 bits, ' +
        'guardado só como hash) abre `GET /sessoes/{id}/sala/ws?ticket=…` uma vez. Fora da janela → 409.',
      params: idParam,
      answers: { 200: salaTicketAnswer },
    }),
    async (request, reply) => {
      reply.header('Cache-Control', PRIVATE_NO_STORE);
      return emitirTicket(ctx.db, userOf(request), request.params.id, ctx.now());
    },
  );

  app.get<{ Params: { id: string }; Querystring: { ticket?: string } }>(
    '/sessoes/:id/sala/ws',
    // not in the OpenAPI document (no HTTP answer): api/README.md, "Sala", describes the protocol
    { websocket: true, schema: { hide: true } },
    (socket: WebSocket, request) => {
      // messages may arrive while the ticket is checked: held, then handled in order
      const held: { data: Buffer | ArrayBuffer | Buffer[]; isBinary: boolean }[] = [];
      let admitted: ReturnType<SalaRooms['admit']> | null = null;
      let chain: Promise<void> = Promise.resolve();
      socket.on('message', (data, isBinary) => {
        if (!admitted) {
          if (held.length < 64) held.push({ data, isBinary });
          return;
        }
        const s = admitted;
        chain = chain.then(() => rooms.message(s, data, isBinary));
      });
      socket.on('error', () => {});
      void (async () => {
        const ticket = typeof request.query.ticket === 'string' ? request.query.ticket : '';
        const now = ctx.now();
        const consumed = await consumirTicket(ctx.db, ticket, now);
        if (!consumed) return rooms.refuse(socket, SALA_CLOSE.acessoNegado);
        if (consumed.sessaoId !== request.params.id) return rooms.refuse(socket, SALA_CLOSE.semAcesso);
        let sessao;
        try {
          sessao = await sessaoDaSala(ctx.db, { sub: consumed.contaId }, consumed.sessaoId);
        } catch {
          return rooms.refuse(socket, SALA_CLOSE.semAcesso);
        }
        if (!salaAberta(ctx.now(), sessao.janela)) return rooms.refuse(socket, SALA_CLOSE.fechada);
        if (socket.readyState !== socket.OPEN) return;
        const s = rooms.admit(socket, consumed, sessao.janela);
        admitted = s;
        for (const m of held.splice(0)) chain = chain.then(() => rooms.message(s, m.data, m.isBinary));
      })().catch(() => {
        if (socket.readyState === socket.OPEN) rooms.refuse(socket, SALA_CLOSE.indisponivel);
      });
    },
  );

  return rooms;
}
