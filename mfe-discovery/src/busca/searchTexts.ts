// Texts of the search page (product.md#screens; the empty and error texts are exact).
export const SEARCH_TEXTS = {
  heading: 'Encontre seu terapeuta',
  empty: 'Nenhum terapeuta encontrado com os filtros selecionados.',
  error: 'Erro ao carregar terapeutas. Tente novamente.',
  retry: 'Tentar novamente',
  loadMore: 'Carregar mais terapeutas',
} as const;

export function resultsCountLabel(total: number): string {
  return total === 1 ? '1 terapeuta encontrado' : `${total} terapeutas encontrados`;
}
