// URL check shared by the link fields and the video parser. Only http(s): these values are
// rendered as links or iframes, where javascript:/data: URLs would be dangerous.
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}
