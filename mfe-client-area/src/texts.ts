// Texts used by more than one part of this remote.
import { SERIES_END_LABEL } from '@acolhe/shared-domain';
/** product.md#screens: load error of the client's profile (dashboard and settings). */
export const PROFILE_LOAD_ERROR = 'Não foi possível carregar seu perfil.';

/** The 'Gerenciar série' menu of a session of a series (issue 33). */
export const SERIE_ACOES_TEXTS = {
  cancelarProximas: 'Cancelar esta e as próximas',
  // the words the series' description names as the way to end it (shared-domain series/descricao.ts)
  encerrar: SERIES_END_LABEL,
  mudar: 'Mudar dia e horário da série',
  manter: 'Manter série',
  confirmarCancelar: 'Cancelar sessões',
  perguntaCancelar: (com: string, data: string, hora: string) =>
    `Deseja cancelar a sessão de ${data} às ${hora} com ${com} e todas as próximas desta série? A série termina aqui. Esta ação não pode ser desfeita.`,
  perguntaEncerrar: (com: string) =>
    `Deseja encerrar a série com ${com}? As sessões ainda por vir serão canceladas. Esta ação não pode ser desfeita.`,
  canceladas: { title: 'Sessões canceladas', message: 'Esta sessão e as próximas da série foram canceladas.' },
  encerrada: { title: 'Série encerrada', message: 'A série foi encerrada e as próximas sessões, canceladas.' },
  falhaCancelar: { title: 'Erro ao cancelar', message: 'Não foi possível cancelar as sessões. Tente novamente.' },
  falhaEncerrar: { title: 'Erro ao encerrar', message: 'Não foi possível encerrar a série. Tente novamente.' },
} as const;

/** 'Mudar dia e horário da série' (issue 33): the first session on the new day and time is picked
 * on the therapist's free slots; the series repeats from it. The client's move is a request the
 * therapist answers (issue 40): until then the series stays as it is. */
export const MUDAR_SERIE_TEXTS = {
  titulo: 'Mudar dia e horário da série',
  atual: (regra: string) => `Série atual: ${regra}.`,
  explicacao:
    'Escolha a primeira sessão no novo dia e horário. O(a) psicólogo(a) precisa aceitar a mudança: até lá, a série continua como está. Aceita, a série passa a se repetir a partir dessa sessão e as sessões atuais a partir dessa data são canceladas.',
  dataLabel: 'Primeira sessão no novo dia',
  nova: (regra: string, data: string) => `Nova série: ${regra}, a partir de ${data}.`,
  escolha: 'Escolha o dia e o horário da primeira sessão no novo dia.',
  voltar: 'Voltar',
  confirmar: 'Pedir mudança',
  falha: 'Não foi possível pedir a mudança da série. Verifique sua conexão e tente novamente.',
  sucesso: { title: 'Mudança pedida', message: 'A série muda quando o(a) psicólogo(a) aceitar. Até lá, continua como está.' },
} as const;

/** A move of a series waiting for the therapist, on the client's dashboard (issue 40). */
export const MUDANCA_PEDIDA_TEXTS = {
  regiao: 'Mudanças de série aguardando resposta',
  titulo: 'Mudança aguardando o(a) psicólogo(a)',
  descricao: (com: string, atual: string, nova: string) =>
    `Série com ${com}: ${atual}. Você pediu: ${nova}. Até o(a) psicólogo(a) responder, a série continua como está.`,
  desistir: 'Desistir da mudança',
  desistiu: { title: 'Mudança retirada', message: 'A série continua como estava.' },
  falha: { title: 'Erro ao desistir da mudança', message: 'Não foi possível desistir da mudança. Tente novamente.' },
} as const;

/** 'Tornar semanal' of a confirmed single session (issue 33): a series request from the same
 * weekday and time on, through POST /sessoes with `recorrencia`; this session stays as it is. */
export const TORNAR_SERIE_TEXTS = {
  abrir: 'Tornar semanal',
  titulo: 'Tornar semanal',
  frequencia: 'Frequência',
  explicacao: (com: string, data: string, hora: string) =>
    `A série com ${com} começa em ${data} às ${hora} e se repete no mesmo dia e horário. Esta sessão continua como está.`,
  aceite: 'O(a) terapeuta precisa aceitar a série; as datas em que ele(a) não puder atender são informadas.',
  voltar: 'Voltar',
  confirmar: 'Solicitar série',
  falha: 'Não foi possível solicitar a série. Verifique sua conexão e tente novamente.',
  sucesso: { title: 'Série solicitada', message: 'O(a) terapeuta vai confirmar a série.' },
} as const;
