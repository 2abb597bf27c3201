// The backend answers lists either bare or inside a `content` envelope (api/README.md); both are read.
export function asList<T>(body: unknown): T[] {
  if (Array.isArray(body)) return body as T[];
  if (typeof body === 'object' && body !== null && Array.isArray((body as { content?: unknown }).content)) {
    return (body as { content: T[] }).content;
  }
  return [];
}
