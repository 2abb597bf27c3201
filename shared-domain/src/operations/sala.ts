// The rows of the sala slice (docs/decisions/0047-one-operation-table.md): the room of an online
// session as its client or therapist enters it, and the ticket that opens its WebSocket. The
// WebSocket itself (GET /sessoes/{id}/sala/ws?ticket=…) has no HTTP answer and is not a row: the
// sala plugin mounts it (api/src/sala/plugin.ts); its protocol is shared-domain/src/sala.
import { salaAnswer, salaTicketAnswer } from '../sala/respostas';
import { defineOperation } from './define';
import { idParams } from './params';

export const getSessionRoom = /* @__PURE__ */ defineOperation({
  operationId: 'getSessionRoom',
  method: 'GET',
  path: '/sessoes/{id}/sala',
  access: 'conta',
  // limited as it always was: a read of the room is counted per address, like the public reads
  limit: 'public',
  tags: ['sala'],
  summary: 'A sala online de uma sessão (o cliente e o terapeuta dela)',
  description:
    'Fora da janela (10 min antes do início a 15 min depois do fim) → 200 com `aberta: false`. De outra pessoa ou ' +
    'inexistente → 404 "Sessão não encontrada."; presencial → 409; não confirmada → 409.',
  params: idParams,
  answers: { 200: salaAnswer },
});

export const createSessionRoomTicket = /* @__PURE__ */ defineOperation({
  operationId: 'createSessionRoomTicket',
  method: 'POST',
  path: '/sessoes/{id}/sala/ticket',
  access: 'conta',
  tags: ['sala'],
  summary: 'Um bilhete de uso único (60 s) para o WebSocket da sala',
  description:
    'Navegadores não enviam Authorization num WebSocket, e um token na URL ficaria nos logs: o bilhete (256 bits, ' +
    'guardado só como hash) abre `GET /sessoes/{id}/sala/ws?ticket=…` uma vez. Fora da janela → 409.',
  params: idParams,
  answers: { 200: salaTicketAnswer },
});
