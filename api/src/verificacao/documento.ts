// The professional ID's document (issue 32): its type is decided by its first bytes — a JPEG, PNG
// or WebP photo, or a PDF — never by its name or declared type; images must also parse. Stored
// under the private prefix 'verificacoes/' (never served at /uploads: uploads/plugin.ts).
import { randomUUID } from 'node:crypto';
import { imageSize } from 'image-size';
import { sniffImage } from '../uploads/images';

export const PREFIXO_VERIFICACOES = 'verificacoes';

export interface DocumentoValido {
  contentType: 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf';
  extensao: 'jpg' | 'png' | 'webp' | 'pdf';
}

const PDF_MAGIC = Buffer.from('%PDF-', 'ascii');

/** The document's kind by content, or null (a script renamed .png, a GIF, an empty file…). */
export function inspecionarDocumento(bytes: Buffer): DocumentoValido | null {
  if (bytes.length >= PDF_MAGIC.length && bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) {
    return { contentType: 'application/pdf', extensao: 'pdf' };
  }
  const kind = sniffImage(bytes);
  if (kind !== 'jpeg' && kind !== 'png' && kind !== 'webp') return null;
  try {
    const size = imageSize(bytes);
    if (!size.width || !size.height) return null;
  } catch {
    return null;
  }
  return kind === 'jpeg'
    ? { contentType: 'image/jpeg', extensao: 'jpg' }
    : kind === 'png'
      ? { contentType: 'image/png', extensao: 'png' }
      : { contentType: 'image/webp', extensao: 'webp' };
}

/** The private folder of one therapist's verification documents. */
export function prefixoDocumentos(terapeutaId: string): string {
  return `${PREFIXO_VERIFICACOES}/${terapeutaId.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}

/** A fresh key for a document, in a folder of its own (a new one per submission), so that the
 * storage's deletePrefix removes exactly that document: pastaDoDocumento. */
export function chaveDocumento(terapeutaId: string, documento: DocumentoValido): string {
  return `${prefixoDocumentos(terapeutaId)}/${randomUUID()}/documento.${documento.extensao}`;
}

/** The folder of one document (what deletePrefix takes). */
export function pastaDoDocumento(chave: string): string {
  return chave.slice(0, chave.lastIndexOf('/'));
}

/** A document's id: the name of its own folder (a fresh UUID per submission). The operators' queue
 * shows it and the decision names it back (issue 40 item 3); the storage key itself stays private. */
export function idDoDocumento(chave: string): string {
  const pasta = pastaDoDocumento(chave);
  return pasta.slice(pasta.lastIndexOf('/') + 1);
}

/** What every key of the document `id` of this therapist starts with (its folder and a '/'). */
export function inicioDaChave(terapeutaId: string, id: string): string {
  return `${prefixoDocumentos(terapeutaId)}/${id}/`;
}

/** A key (or an /uploads path) inside the private prefix: never served publicly. */
export function ehChavePrivada(key: string): boolean {
  const first = key.replace(/^\/+/, '').split('/').find((part) => part !== '' && part !== '.');
  return first?.toLowerCase() === PREFIXO_VERIFICACOES;
}
