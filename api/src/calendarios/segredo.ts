// An external calendar's secret — its address (an ICS address IS the password: Google's "endereço
// secreto"), and a CalDAV account's user and app password — sealed at rest with the prontuário's
// envelope (prontuario/crypto.ts: a data key per calendar, wrapped by the master key, the
// calendar's id and the field as associated data). Opened only to read the calendar; never
// answered, never logged.
import { newDataKey, openText, sealText, unwrapDataKey, type Keyring } from '../prontuario/crypto';

export interface Segredo {
  url: string;
  usuario?: string;
  senha?: string;
}

export interface Selado {
  segredo: string;
  chaveId: string;
  chaveDados: string;
}

const FIELD = 'calendario-externo';
/** The data key's record: never a prontuário record's id (those are UUIDs too, so a prefix). */
const recordOf = (calendarioId: string) => `calendario-externo:${calendarioId}`;

export function seal(keys: Keyring, calendarioId: string, segredo: Segredo): Selado {
  const { dataKey, wrapped } = newDataKey(keys, recordOf(calendarioId));
  return { segredo: sealText(dataKey, recordOf(calendarioId), FIELD, JSON.stringify(segredo)), chaveId: wrapped.chaveId, chaveDados: wrapped.chaveDados };
}

export function unseal(keys: Keyring, calendarioId: string, selado: Selado): Segredo {
  const dataKey = unwrapDataKey(keys, recordOf(calendarioId), { chaveId: selado.chaveId, chaveDados: selado.chaveDados });
  return JSON.parse(openText(dataKey, recordOf(calendarioId), FIELD, selado.segredo)) as Segredo;
}
