// react-query hooks over the console's endpoints (the one shared query client of shared-ui).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TipoDecisaoAvaliacao, TipoDecisaoVerificacao } from '@acolhe/shared-domain';
import type { FiltroAuditoria } from '../auditoria/filtro';
import {
  buscarAuditoria,
  buscarDenuncias,
  buscarDocumento,
  buscarResumo,
  buscarTerapeutas,
  buscarVerificacoes,
  conferidoDe,
  decidirAvaliacao,
  decidirVerificacao,
  mudarSuspensao,
  type EstadoFilaDenuncia,
  type EstadoFilaVerificacao,
  type ItemVerificacao,
} from './endpoints';
import { statusDe } from './client';
import { operacaoKeys } from './keys';

export function useResumo() {
  return useQuery({ queryKey: operacaoKeys.resumo(), queryFn: buscarResumo });
}

export function useVerificacoes(estado: EstadoFilaVerificacao) {
  return useQuery({ queryKey: operacaoKeys.verificacoes(estado), queryFn: () => buscarVerificacoes(estado) });
}

/** The document as an object URL of this page (never a public address), fetched only while
 * `terapeutaId` is set (the dialog is open) and not kept after; the caller revokes the URL. */
export function useDocumento(terapeutaId: string | null) {
  return useQuery({
    queryKey: operacaoKeys.documento(terapeutaId ?? ''),
    queryFn: async () => {
      const blob = await buscarDocumento(terapeutaId!);
      return { url: URL.createObjectURL(blob), tipo: blob.type };
    },
    enabled: terapeutaId !== null,
    gcTime: 0,
    staleTime: 0,
  });
}

/** An operator's decision; after any, every list and count of the console may have changed
 * (queues, overview, audit), so all of them are read again — after a 409 too: the api refused
 * because what the operator saw changed (a new CRP, a decision by someone else), and the queue
 * must show what is there now. */
function useDecisao<TVars>(mutationFn: (vars: TVars) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation<void, unknown, TVars>({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operacaoKeys.all() }),
    onError: (err) => {
      if (statusDe(err) === 409) void queryClient.invalidateQueries({ queryKey: operacaoKeys.all() });
    },
  });
}

export function useDecidirVerificacao() {
  return useDecisao(({ item, decisao, motivo }: { item: ItemVerificacao; decisao: TipoDecisaoVerificacao; motivo: string }) =>
    decidirVerificacao(item.terapeutaId, decisao, motivo, conferidoDe(item)),
  );
}

export function useDenuncias(estado: EstadoFilaDenuncia) {
  return useQuery({ queryKey: operacaoKeys.denuncias(estado), queryFn: () => buscarDenuncias(estado) });
}

export function useDecidirAvaliacao() {
  return useDecisao(({ avaliacaoId, decisao, motivo }: { avaliacaoId: string; decisao: TipoDecisaoAvaliacao; motivo: string }) =>
    decidirAvaliacao(avaliacaoId, decisao, motivo),
  );
}

export function useTerapeutas(q: string, page: number) {
  return useQuery({ queryKey: operacaoKeys.terapeutas(q, page), queryFn: () => buscarTerapeutas(q, page), placeholderData: keepPreviousData });
}

export function useMudarSuspensao() {
  return useDecisao(({ terapeutaId, acao, motivo }: { terapeutaId: string; acao: 'suspensao' | 'reativacao'; motivo: string }) =>
    mudarSuspensao(terapeutaId, acao, motivo),
  );
}

export function useAuditoria(filtro: FiltroAuditoria, page: number) {
  return useQuery({ queryKey: operacaoKeys.auditoria(filtro, page), queryFn: () => buscarAuditoria(filtro, page), placeholderData: keepPreviousData });
}
