// What the therapist reads about the prontuário (docs/product.md, "Prontuário").
import { formatDate, formatTime } from '@acolhe/shared-domain';

export const PRONTUARIO_TEXTS = {
  title: 'Prontuários',
  intro: 'Só você lê os prontuários dos seus clientes. Tudo fica cifrado e cada leitura ou exportação é registrada em “Acessos”.',
  empty: 'Os prontuários aparecem aqui depois da primeira sessão confirmada com um cliente.',
  /** 'Guardado até …' (CFP 01/2009): counted from the last session held, never from one to come */
  guardadoAte: (data: string, anos: number) => `Guardado até ${data} (${anos} anos após a última sessão realizada).`,
  guardadoPor: (anos: number) => `Guardado por ${anos} anos após a última sessão realizada.`,
  loadError: 'Não foi possível carregar os prontuários.',
  recordError: 'Não foi possível abrir o prontuário.',
  saved: 'Registro salvo.',
  versionSaved: 'Nova versão salva.',
  headerSaved: 'Identificação e demanda salvas.',
  released: 'Cópia liberada: o cliente já pode baixá-la.',
  saveFailed: 'Não foi possível salvar.',
  exportFailed: 'Não foi possível exportar o PDF.',
  pseudonimizado: 'Este cliente excluiu a conta: a identificação foi substituída por um pseudônimo. O prontuário continua guardado, só para você.',
  semSessao: 'Sem sessão (registro avulso)',
  /** beside a confirmed session still to come, in the entry's session list */
  agendada: '(ainda não realizada)',
  /** the list's line of a client none of whose sessions has taken place yet */
  semSessaoRealizada: 'Nenhuma sessão realizada ainda',
  notesMoved: 'As anotações das sessões agora ficam no prontuário do cliente, cifradas e com histórico de versões.',
} as const;

/** ISO instant → 'dd/MM/yyyy às HH:mm' (the browser's time zone). */
export const dateTime = (iso: string) => {
  const d = new Date(iso);
  return `${formatDate(d)} às ${formatTime(d)}`;
};

/** The hash that opens one client's record in the area (from the appointment dialog). */
export const recordHash = (clienteId: string) => `#prontuario-${clienteId}`;
export const clienteOfHash = (hash: string) => (hash.startsWith('#prontuario-') ? decodeURIComponent(hash.slice('#prontuario-'.length)) : null);
