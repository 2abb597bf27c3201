// One reading of a multipart upload (a profile photo, a verification document): one file part,
// at most `maxBytes`, and the text fields asked for; every other part is drained. Its failures
// are the client's, each a pt-BR 4xx: 415 not multipart, 413 a file over the limit or too many
// parts, 400 a malformed body. Whether the file is there, and what it is, the caller decides.
import type { FastifyRequest } from 'fastify';
import { HttpError, badRequest } from '../lib/errors';
import { MSG } from '../lib/messages';

export interface MultipartRules {
  /** the file part read (`file`, `documento`) */
  fileField: string;
  maxBytes: number;
  /** the 413 of a file over `maxBytes` (also the field error of `fileField`) */
  tooLarge: string;
  /** the 400 of a malformed body (also the field error of `fileField`) */
  malformed: string;
  /** the text fields kept (a field sent twice: its last value) */
  textFields?: readonly string[];
}

export interface MultipartUpload {
  /** the file's bytes; undefined when the request had no such part or it was empty */
  bytes?: Buffer;
  fields: Record<string, string>;
}

export async function receiveMultipart(request: FastifyRequest, rules: MultipartRules): Promise<MultipartUpload> {
  if (!request.isMultipart()) throw new HttpError(415, MSG.uploadNotMultipart);
  const tooLarge = new HttpError(413, rules.tooLarge, { [rules.fileField]: rules.tooLarge });
  const kept = new Set(rules.textFields ?? []);
  const fields: Record<string, string> = {};
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: rules.maxBytes } })) {
      if (part.type === 'field') {
        if (kept.has(part.fieldname) && typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== rules.fileField || bytes) {
        part.file.resume();
        continue;
      }
      bytes = await part.toBuffer();
      if (part.file.truncated) throw tooLarge;
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge;
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new HttpError(413, MSG.bodyTooLarge);
    // malformed multipart bodies (bad boundary, truncated stream) are the client's fault
    throw badRequest(rules.malformed, { [rules.fileField]: rules.malformed });
  }
  if (bytes && bytes.length > rules.maxBytes) throw tooLarge;
  return { bytes: bytes && bytes.length > 0 ? bytes : undefined, fields };
}
