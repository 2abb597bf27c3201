// Texts of the search page (product.md#screens; the empty and error texts are exact).
export const SEARCH_TEXTS = {
  heading: 'Encontre seu terapeuta',
  empty: 'Nenhum terapeuta encontrado com os filtros selecionados.',
  error: 'Erro ao carregar terapeutas. Tente novamente.',
  retry: 'Tentar novamente',
  loadMore: 'Carregar mais terapeutas',
  hideFilters: 'Ocultar filtros',
  // 'Melhor avaliação' is a Bayesian order (api/src/busca): said next to it, so a 4,8
  // with many reviews above a 5,0 with one does not look like a mistake (issue 30)
  ratingOrderHint: 'Considera a nota e quantas avaliações ela tem: uma nota alta com poucas avaliações conta menos que uma nota alta confirmada por muitas pessoas.',
} as const;

/** The phone's toggle of the collapsed filter bar, with how many filters are applied. */
export function showFiltersLabel(active: number): string {
  if (active === 0) return 'Mostrar filtros';
  return `Mostrar filtros (${active} ${active === 1 ? 'ativo' : 'ativos'})`;
}

export function resultsCountLabel(total: number): string {
  return total === 1 ? '1 terapeuta encontrado' : `${total} terapeutas encontrados`;
}
