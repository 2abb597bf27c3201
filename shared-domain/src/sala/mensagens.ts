// The room's pt-BR texts and WebSocket close codes (4xxx: application codes, RFC 6455 §7.4.2).

export const SALA_MSG = {
  naoEncontrada: 'Sessão não encontrada.',
  presencial: 'Esta sessão é presencial: não há sala online.',
  naoConfirmada: 'Esta sessão não está confirmada.',
  aindaNaoAbriu: 'A sala abre 10 minutos antes do início.',
  encerrada: 'A sala já foi encerrada.',
  /** WebSocket close reasons (each ≤ 123 UTF-8 bytes, the protocol's limit) */
  acessoNegado: 'Acesso negado.',
  semAcesso: 'Você não tem acesso a esta sala.',
  fechada: 'A sala está fechada.',
  grandeDemais: 'Mensagem grande demais.',
  invalida: 'Mensagem inválida.',
  rapidoDemais: 'Mensagens demais em pouco tempo.',
  saiu: 'Você saiu da sala.',
  substituida: 'A sala foi aberta em outra janela.',
  indisponivel: 'Sala indisponível no momento. Tente novamente.',
  /** where a confirmed online session in the Acolhe room happens, on the client's appointment */
  localDaSessao: "Sessão na sala online do Acolhe: o botão 'Entrar na sala' aparece 10 minutos antes do início.",
} as const;

/** Close codes of the room's WebSocket. */
export const SALA_CLOSE = {
  /** the client sent `{ tipo: 'sair' }` */
  normal: 1000,
  /** server restarting / internal failure (standard code) */
  indisponivel: 1011,
  /** not JSON or not the protocol */
  invalida: 4400,
  /** ticket missing, unknown, used or expired */
  acessoNegado: 4401,
  /** ticket of another session; session no longer confirmed; account revoked or erased */
  semAcesso: 4403,
  /** the window is closed (at connect, or at its end) */
  fechada: 4408,
  /** the same person opened the room again elsewhere: the older socket is closed */
  substituida: 4409,
  /** message over SALA_MENSAGEM_MAX_BYTES */
  grandeDemais: 4413,
  /** more than SALA_MENSAGENS_POR_SEGUNDO messages in a second */
  rapidoDemais: 4429,
} as const;

export type SalaCloseCode = (typeof SALA_CLOSE)[keyof typeof SALA_CLOSE];

/** The pt-BR reason sent with each close code. */
export const SALA_CLOSE_REASON: Record<SalaCloseCode, string> = {
  1000: SALA_MSG.saiu,
  1011: SALA_MSG.indisponivel,
  4400: SALA_MSG.invalida,
  4401: SALA_MSG.acessoNegado,
  4403: SALA_MSG.semAcesso,
  4408: SALA_MSG.fechada,
  4409: SALA_MSG.substituida,
  4413: SALA_MSG.grandeDemais,
  4429: SALA_MSG.rapidoDemais,
};
