// The api's answers, checked against shared-domain's answer schemas (a fixture of another shape fails here).
import * as v from 'valibot';
import { auditoriaAnswer, denunciaFilaAnswer, resumoOperacaoAnswer, terapeutasOperacaoAnswer, verificacaoFilaAnswer } from '@acolhe/shared-domain';

export const RESUMO = v.parse(resumoOperacaoAnswer, {
  semanas: [
    { semana: '2026-W47', inicio: '2026-11-16', novosClientes: 4, novosTerapeutas: 2, sessoesSolicitadas: 9, sessoesConfirmadas: 7, sessoesRealizadas: 5, verificacoesDecididas: 3 },
    { semana: '2026-W48', inicio: '2026-11-23', novosClientes: 6, novosTerapeutas: 1, sessoesSolicitadas: 11, sessoesConfirmadas: 8, sessoesRealizadas: 6, verificacoesDecididas: 2 },
  ],
  verificacoesPendentes: 3,
  denunciasPendentes: 1,
  emailsFalhos: 2,
});

export const PENDENTE = {
  terapeutaId: 't-10',
  nome: 'Helena Prado',
  email: 'helena@exemplo.com',
  crp: '06/123456',
  conselho: 'CRP-06 (SP)',
  cpf: '529.***.***-25',
  estado: 'em_analise' as const,
  enviadoEm: '2026-11-25T13:05:00.000Z',
  decididoEm: null,
  motivo: null,
  documento: { id: 'doc-7f3a', tipo: 'image/png', tamanho: 2048, enviadoEm: '2026-11-25T13:05:00.000Z' },
  cadastroCfpUrl: 'https://cadastro.cfp.org.br/',
};
export const FILA_VERIFICACOES = v.parse(verificacaoFilaAnswer, { content: [PENDENTE], totalElements: 1 });
export const FILA_VAZIA = v.parse(verificacaoFilaAnswer, { content: [], totalElements: 0 });

export const DENUNCIAS = v.parse(denunciaFilaAnswer, {
  content: [
    {
      avaliacaoId: 'av-1',
      terapeutaId: 't-1',
      terapeutaNome: 'Marina Duarte',
      autorNome: 'Rafael L.',
      nota: 1,
      comentario: 'O endereço dela é Rua X, 10, e o telefone 11 9999-0000.',
      dataAvaliacao: '2026-11-20',
      oculta: false,
      denuncias: [{ motivo: 'dados_pessoais' as const, texto: 'Expõe endereço', em: '2026-11-21T15:00:00.000Z' }],
    },
  ],
  totalElements: 1,
});

export const TERAPEUTAS = v.parse(terapeutasOperacaoAnswer, {
  content: [
    { id: 't-1', nome: 'Marina Duarte', email: 'marina@exemplo.com', crp: '06/154872', verificacao: 'verificado' as const, suspenso: false, suspensoMotivo: null, publicado: true, criadoEm: '2026-01-10T12:00:00.000Z' },
    { id: 't-2', nome: 'Carlos Nunes', email: 'carlos@exemplo.com', crp: '05/12345', verificacao: 'em_analise' as const, suspenso: true, suspensoMotivo: 'Perfil falso', publicado: false, criadoEm: '2026-02-10T12:00:00.000Z' },
  ],
  totalElements: 2,
});

export const entradaAuditoria = (i: number) => ({
  id: `a-${i}`,
  em: '2026-11-26T13:05:00.000Z',
  operadorEmail: 'operador.demo@acolhe.com.br',
  acao: 'terapeuta.suspender',
  alvoTipo: 'terapeuta',
  alvoId: 't-2',
  alvoNome: 'Carlos Nunes',
  motivo: `Perfil falso ${i}`,
  detalhes: {},
});
export const AUDITORIA = v.parse(auditoriaAnswer, { content: [entradaAuditoria(1)], totalElements: 1, page: 0, size: 50 });
