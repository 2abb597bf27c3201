// react-query keys of this remote. The therapist key carries the reader's id because the
// answer depends on who asks (each review's canEdit is computed for the caller's token).
import type { SearchFilters } from '@acolhe/shared-domain';

const root = ['public-terapeutas'] as const;

export const discoveryKeys = {
  all: root,
  featured: () => [...root, 'destaques'] as const,
  searchAll: () => [...root, 'busca'] as const,
  search: (filters: SearchFilters) => [...root, 'busca', filters] as const,
  therapistAll: (id: string) => [...root, 'perfil', id] as const,
  therapist: (id: string, readerId: string | null) => [...root, 'perfil', id, readerId ?? 'visitante'] as const,
};
