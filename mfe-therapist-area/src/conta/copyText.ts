// Puts a text on the clipboard (the async Clipboard API; refused off a secure context).
export async function copyText(text: string): Promise<void> {
  if (!navigator.clipboard?.writeText) throw new Error('clipboard indisponível');
  await navigator.clipboard.writeText(text);
}
