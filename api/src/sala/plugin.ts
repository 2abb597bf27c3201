// The sala slice's plugin: the private video room (issue 33 item 4) — its two rows
// (shared-domain/src/operations/sala.ts) and its WebSocket.
//   GET  /sessoes/{id}/sala          the room as the caller enters it (window, other party, ICE servers)
//   POST /sessoes/{id}/sala/ticket   a single-use 60-second ticket for the WebSocket
//   GET  /sessoes/{id}/sala/ws?ticket=…  the signalling socket (protocol: shared-domain/src/sala)
// The socket is no row of the table: it has no HTTP answer to describe or check, and
// @fastify/websocket hands its handler a socket, not a reply; it is mounted here, and
// http/operations.ts lets its path through assertEveryRouteFromTable.
// Media never passes here: the browsers connect peer to peer (WebRTC, DTLS-SRTP); this only relays
// their offer/answer/candidates and presence, across replicas through SalaRelay.
import websocket from '@fastify/websocket';
import type { FastifyPluginAsync } from 'fastify';
import type { WebSocket } from 'ws';
import { SALA_CLOSE, SALA_MENSAGEM_MAX_BYTES, salaAberta } from '@acolhe/shared-domain';
import { createSessionRoomTicket, getSessionRoom } from '@acolhe/shared-domain/operations';
import type { RawSql } from '../db/client';
import { implement, mount } from '../http/operations';
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

export const salaPlugin: FastifyPluginAsync<SalaOptions> = async (app, options) => {
  const { db } = app;
  // ws closes with 1009 above maxPayload by itself; below it our own check answers 4413 with its
  // pt-BR reason, so the limit of the protocol (64 KB) is what a page sees
  await app.register(websocket, { options: { maxPayload: 4 * SALA_MENSAGEM_MAX_BYTES } });
  const relay = new SalaRelay({ db, raw: options.raw, databaseUrl: app.appConfig.databaseUrl, log: app.log });
  await relay.start();
  const rooms = new SalaRooms({ db, relay, metrics: app.metrics, now: app.now, log: app.log, verificacaoMs: options.verificacaoMs });
  const sweepMs = options.varreduraMs ?? 60_000;
  const sweep = sweepMs > 0 ? setInterval(() => void varrerSala(db, app.now()).catch(() => {}), sweepMs) : null;
  sweep?.unref();
  app.addHook('preClose', async () => {
    if (sweep) clearInterval(sweep);
    await rooms.stop();
  });
  app.addHook('onClose', async () => relay.close());

  mount(app, [
    implement(getSessionRoom, async ({ params, caller, reply }) => {
      reply.header('Cache-Control', PRIVATE_NO_STORE);
      return salaAnswerFor(db, app.appConfig, caller, params.id, app.now());
    }),
    implement(createSessionRoomTicket, async ({ params, caller, reply }) => {
      reply.header('Cache-Control', PRIVATE_NO_STORE);
      return emitirTicket(db, caller, params.id, app.now());
    }),
  ]);

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
        const now = app.now();
        const consumed = await consumirTicket(db, ticket, now);
        if (!consumed) return rooms.refuse(socket, SALA_CLOSE.acessoNegado);
        if (consumed.sessaoId !== request.params.id) return rooms.refuse(socket, SALA_CLOSE.semAcesso);
        let sessao;
        try {
          sessao = await sessaoDaSala(db, { sub: consumed.contaId }, consumed.sessaoId);
        } catch {
          return rooms.refuse(socket, SALA_CLOSE.semAcesso);
        }
        if (!salaAberta(app.now(), sessao.janela)) return rooms.refuse(socket, SALA_CLOSE.fechada);
        if (socket.readyState !== socket.OPEN) return;
        const s = rooms.admit(socket, consumed, sessao.janela);
        admitted = s;
        for (const m of held.splice(0)) chain = chain.then(() => rooms.message(s, m.data, m.isBinary));
      })().catch(() => {
        if (socket.readyState === socket.OPEN) rooms.refuse(socket, SALA_CLOSE.indisponivel);
      });
    },
  );
};
