// What the therapist reads about the prontuário (docs/product.md, "Prontuário").
import { formatDate, formatTime } from '@acolhe/shared-domain';

export const PRONTUARIO_TEXTS = {
  title: 'Prontuários',
  intro: 'Só você lê os prontuários dos seus clientes. Tudo fica cifrado e cada leitura ou exportação é registrada em “Acessos”.',
  empty: 'Os prontuários aparecem aqui depois da primeira sessão confirmada com um cliente.',
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
