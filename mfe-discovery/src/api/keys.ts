// react-query keys of this remote. The therapist key carries the reader's id because the
// answer depends on who asks (each review's canEdit is computed for the caller's token).
// Keys start with this room's root by the contract of the one shared cache (@acolhe/shared-domain/contracts).
import type { SearchFilters } from '@acolhe/shared-domain';
import { QUERY_KEY_ROOTS, type RoomQueryKeys } from '@acolhe/shared-domain/contracts';

const root = [QUERY_KEY_ROOTS.discovery] as const;

export const discoveryKeys = {
  all: root,
  featured: () => [...root, 'destaques'] as const,
  /** the owner's read of her own not-yet-public profile (what listing still needs) */
  ownPublication: (id: string) => [...root, 'publicacao-propria', id] as const,
  searchAll: () => [...root, 'busca'] as const,
  search: (filters: SearchFilters) => [...root, 'busca', filters] as const,
  therapistAll: (id: string) => [...root, 'perfil', id] as const,
  therapist: (id: string, readerId: string | null) => [...root, 'perfil', id, readerId ?? 'visitante'] as const,
  /** the public check of a statement's code (issue 41) */
  statement: (codigo: string) => [...root, 'declaracao', codigo] as const,
} satisfies RoomQueryKeys<'discovery'>;
