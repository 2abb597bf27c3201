// Review reports and their moderation (issue 32, item 6), and the therapists' suspension (item 7).
import * as v from 'valibot';
import { optionalText, textField } from '../schemas/fields';
import { paginaDoFiltro } from './filtros';
import { OPERACAO_MSG } from './messages';

export const MOTIVOS_DENUNCIA = ['ofensiva', 'dados_pessoais', 'falsa', 'outro'] as const;
export type MotivoDenuncia = (typeof MOTIVOS_DENUNCIA)[number];
export const MOTIVO_DENUNCIA_LABELS: Record<MotivoDenuncia, string> = {
  ofensiva: 'Ofensiva',
  dados_pessoais: 'Expõe dados pessoais',
  falsa: 'Falsa',
  outro: 'Outro',
};

/** The support channel the product names to a therapist (the suspension's area and e-mail): one
 * address, the one the site's contact uses (deploy/nginx/example/config.json supportEmail). */
export const SUPORTE_EMAIL = 'contato@acolhe.com.br';

export const MODERACAO_MSG = {
  jaDenunciada: 'Você já denunciou esta avaliação.',
  denunciaRecebida: 'Denúncia recebida. Nossa equipe vai analisar.',
  textoObrigatorio: 'Descreva o problema.',
  avaliarSoAposSessao: 'Você só pode avaliar um(a) psicólogo(a) depois de uma sessão concluída com ele(a).',
  /** the author of a review cannot report it (they can edit or delete it) */
  propriaAvaliacao: 'Você não pode denunciar a sua própria avaliação. Edite ou exclua a avaliação, se quiser.',
  /** a decision on a review whose reports were already decided (or a review already hidden) */
  jaDecidida: 'As denúncias desta avaliação já foram decididas.',
  avaliacaoMantida: 'Avaliação mantida. As denúncias foram encerradas.',
  avaliacaoOcultada: 'Avaliação ocultada do perfil e da nota.',
  suspensoIndisponivel: 'Este(a) psicólogo(a) não está aceitando agendamentos no momento.',
  jaSuspenso: 'Este perfil já está suspenso.',
  naoSuspenso: 'Este perfil não está suspenso.',
  /** the reason given to the clients of the pending requests a suspension declines */
  recusaPorSuspensao: 'Este(a) psicólogo(a) não está atendendo pelo Acolhe no momento. Você pode escolher outro(a) profissional.',
  /** the suspended therapist's area and the suspension e-mail (issue 44): what it means and where to ask */
  perfilSuspenso: 'Seu perfil está suspenso',
  perfilSuspensoEfeito: 'Ele não aparece nas buscas e não recebe novos agendamentos; as sessões já confirmadas continuam marcadas.',
  contatoSuporte: `Para esclarecer ou pedir a revisão, escreva para o suporte do Acolhe: ${SUPORTE_EMAIL}.`,
} as const;

/** POST /avaliacoes/{id}/denuncias's body: a reason, and a text (required for 'outro'). */
export const denunciaSchema = v.pipe(
  v.object({
    motivo: v.picklist(MOTIVOS_DENUNCIA, 'Escolha o motivo.'),
    texto: optionalText(1000, 'Texto muito longo (máximo 1000 caracteres).', { multiline: true }),
  }),
  v.forward(
    v.check((d) => d.motivo !== 'outro' || d.texto.length > 0, MODERACAO_MSG.textoObrigatorio),
    ['texto'],
  ),
);

const motivoObrigatorio = textField({ message: 'Informe o motivo.', min: 1, max: 500, maxMessage: 'Motivo muito longo (máximo 500 caracteres).', multiline: true });

/** What an operator decides of a reported review (the one list: the decision's body, the reports'
 * CHECK, the audit log's actions `avaliacao.<decisão>`). */
export const DECISOES_AVALIACAO = ['manter', 'ocultar'] as const;
export type TipoDecisaoAvaliacao = (typeof DECISOES_AVALIACAO)[number];

/** POST /operacao/avaliacoes/{id}'s body. */
export const decisaoAvaliacaoSchema = v.object({
  decisao: v.picklist(DECISOES_AVALIACAO, 'Decisão inválida.'),
  motivo: motivoObrigatorio,
});

/** GET /operacao/denuncias's filter: 'pendentes' (reported, not yet decided; the default) or 'todas'. */
export const ESTADOS_FILA_DENUNCIAS = ['pendentes', 'todas'] as const;
export const denunciaFiltroSchema = v.object({
  estado: v.optional(v.picklist(ESTADOS_FILA_DENUNCIAS, OPERACAO_MSG.filtroInvalido), 'pendentes'),
});

/** POST /operacao/terapeutas/{id}/suspensao and /reativacao's body. */
export const suspensaoSchema = v.object({ motivo: motivoObrigatorio });

/** GET /operacao/terapeutas's query: a part of the name, e-mail or CRP (empty: everyone), page. */
export const buscaTerapeutasQuerySchema = v.object({
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, OPERACAO_MSG.filtroInvalido)), ''),
  page: paginaDoFiltro(0, 999_999),
});
