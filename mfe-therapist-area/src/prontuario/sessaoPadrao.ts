// Which session a new prontuário entry is about, by default (issue 41 item 6).
import type { Prontuario } from '@acolhe/shared-domain';

type SessaoDoProntuario = Prontuario['sessoes'][number];

/** The latest session that already took place and has no entry yet; '' (an entry of no session)
 * when there is none. Never a session still to come: the therapist writes about what happened. */
export function sessaoPadrao(sessoes: readonly SessaoDoProntuario[]): string {
  const candidatas = sessoes.filter((s) => s.realizada && !s.registrada);
  candidatas.sort((a, b) => `${b.date}T${b.time}`.localeCompare(`${a.date}T${a.time}`));
  return candidatas[0]?.id ?? '';
}
