// Tutorial progress (product.md#sessions-appointments 'Tutorial steps': not concluded → concluded, locally only).
// Kept in localStorage so a reload keeps it; nothing is ever sent to the server.
import { tutorialProgressStorageKey } from '@acolhe/shared-domain/contracts';

export type TutorialKind = 'terapeutas' | 'clientes';

export function concludedStorageKey(kind: TutorialKind): string {
  return tutorialProgressStorageKey(kind);
}

/** Reads a stored list defensively: anything malformed or unknown is ignored, never thrown. */
export function parseConcluded(raw: string | null, validIds: readonly string[]): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return validIds.filter((id) => value.includes(id));
  } catch {
    return [];
  }
}

export function withStep(concluded: readonly string[], id: string, done: boolean): string[] {
  const rest = concluded.filter((s) => s !== id);
  return done ? [...rest, id] : rest;
}

export function progressLabel(done: number, total: number): string {
  return `${done} de ${total} etapas concluídas`;
}
