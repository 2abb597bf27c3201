// Query keys of the console: [root, what, ...] by the contract of the one shared cache
// (@acolhe/shared-domain/contracts, queryKeys.ts).
import { QUERY_KEY_ROOTS, type RoomQueryKeys } from '@acolhe/shared-domain/contracts';
import type { FiltroAuditoria } from '../auditoria/filtro';

const root = QUERY_KEY_ROOTS.operacao;

export const operacaoKeys = {
  all: () => [root] as const,
  resumo: () => [root, 'resumo'] as const,
  verificacoes: (estado: string) => [root, 'verificacoes', estado] as const,
  documento: (terapeutaId: string) => [root, 'documento', terapeutaId] as const,
  denuncias: (estado: string) => [root, 'denuncias', estado] as const,
  terapeutas: (q: string, page: number) => [root, 'terapeutas', q, page] as const,
  auditoria: (filtro: FiltroAuditoria, page: number) => [root, 'auditoria', filtro, page] as const,
} satisfies RoomQueryKeys<'operacao'>;
