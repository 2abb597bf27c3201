// The site's absolute URLs: what an e-mail, a calendar event or a PDF links to.

/** The absolute URL of a product path on the site. */
export function siteLink(siteUrl: string, link: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${link.startsWith('/') ? link : `/${link}`}`;
}
