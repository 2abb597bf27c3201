// Links to the product's site (config.publicSiteUrl): the e-mails', the calendar files' and the
// feeds' absolute URLs of a product path. Infrastructure: the notifications, the calendars and the
// series all use it.

/** The absolute URL of a product path on the site. */
export function siteLink(siteUrl: string, link: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${link.startsWith('/') ? link : `/${link}`}`;
}
