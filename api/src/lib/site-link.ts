// A product path as an absolute address of the site: the e-mails' links, the calendar files' room
// and "details" links (infrastructure: it knows no feature).

/** The absolute URL of a product path on the site. */
export function siteLink(siteUrl: string, link: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${link.startsWith('/') ? link : `/${link}`}`;
}
