// What the bench keeps of a Lighthouse result (pure: an LHR in, figures out): the four category
// scores as its report shows them (rounded 0–100), the lab metrics, the bytes transferred, and
// the findings that explain a score below its budget (performance opportunities and diagnostics,
// failed accessibility / best-practices / SEO audits).
// Structural types, not lighthouse's: the tests build small results by hand, and this module never
// loads lighthouse (ESM that jest does not transform).

export interface AuditLike {
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
  displayValue?: string;
  metricSavings?: Partial<Record<'LCP' | 'FCP' | 'TBT' | 'CLS' | 'INP', number>>;
  details?: { type: string; items?: unknown };
}

export interface LhrLike {
  categories: Record<string, { score: number | null; auditRefs: { id: string; group?: string }[] } | undefined>;
  audits: Record<string, AuditLike | undefined>;
  runWarnings?: string[];
}

export const CATEGORIES = [
  ['performance', 'Performance'],
  ['accessibility', 'Accessibility'],
  ['best-practices', 'Best Practices'],
  ['seo', 'SEO'],
] as const;
export type CategoryId = (typeof CATEGORIES)[number][0];

export interface LighthouseFigures {
  /** as Lighthouse's report shows them: Math.round(score × 100); null when the category errored */
  scores: Record<CategoryId, number | null>;
  /** milliseconds (CLS: unitless); null when Lighthouse could not compute it */
  lcp: number | null;
  fcp: number | null;
  tbt: number | null;
  cls: number | null;
  speedIndex: number | null;
  /** total-byte-weight: bytes transferred (compressed where served so) */
  bytes: number | null;
}

export interface Finding {
  category: CategoryId;
  id: string;
  title: string;
  /** Lighthouse's own short figure ("Est savings of 52 KiB", "2.2 s") */
  display: string;
  /** estimated savings, ms (CLS: unitless) */
  savings: Partial<Record<'LCP' | 'FCP' | 'TBT' | 'CLS', number>>;
  /** the first few things it names (URLs, elements, LCP phases) */
  items: string[];
}

export interface LighthousePage {
  path: string;
  app: LighthouseFigures;
  floor: LighthouseFigures;
  /** performance score of every run of the page (the spread on this machine) */
  performanceRuns: (number | null)[];
  findings: Finding[];
  /** the page's transferred bytes by resource type (what the bytes budget is made of) */
  transferred?: Transferred[];
  warnings?: string[];
}

export interface Transferred {
  type: string;
  requests: number;
  bytes: number;
}

export interface LighthouseResult {
  version: string;
  runs: number;
  pages: LighthousePage[];
  /** issue 47: the host's benchmark index (a first run's) and the CPU slowdown every run used;
   * the range of the index over the measured runs. Absent in results from before. */
  calibration?: { benchmarkIndex: number; multiplier: number; measuredIndexes: [number, number] };
}

const numeric = (lhr: LhrLike, id: string): number | null => {
  const v = lhr.audits[id]?.numericValue;
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
};

export function figuresOf(lhr: LhrLike): LighthouseFigures {
  const score = (id: CategoryId) => {
    const s = lhr.categories[id]?.score;
    return typeof s === 'number' ? Math.round(s * 100) : null;
  };
  return {
    scores: { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') },
    lcp: numeric(lhr, 'largest-contentful-paint'),
    fcp: numeric(lhr, 'first-contentful-paint'),
    tbt: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    speedIndex: numeric(lhr, 'speed-index'),
    bytes: numeric(lhr, 'total-byte-weight'),
  };
}

/** `http://localhost:4950/a/b?c` → `:4950/a/b?c` (the bench's ports say which server). */
export function shortUrl(url: string): string {
  try {
    const u = new URL(url);
    const where = u.hostname === 'localhost' || u.hostname === '127.0.0.1' ? `:${u.port}` : u.host;
    const path = u.pathname === '/' && !u.search ? '' : `${u.pathname}${u.search}`; // an origin (preconnect) stays one
    return `${where}${path.length > 70 ? `${path.slice(0, 67)}…` : path}`;
  } catch {
    return url.slice(0, 80);
  }
}

const ms = (n: number) => `${Math.round(n).toLocaleString('en-US')} ms`;
const kib = (n: number) => `${Math.round(n / 1024).toLocaleString('en-US')} KiB`;
// a checklist's items are an object, every other details type's a list
const listOf = (audit: AuditLike): unknown[] => (Array.isArray(audit.details?.items) ? audit.details.items : []);
type Item = Record<string, unknown> & { node?: { nodeLabel?: string; selector?: string } };

/** One line for a table row of an audit's details: what it names and how much. */
export function itemLabel(item: Item): string | undefined {
  const source = (item.sourceLocation as { url?: unknown } | undefined)?.url;
  const what =
    (typeof item.url === 'string' && shortUrl(item.url)) ||
    (typeof item.groupLabel === 'string' && item.groupLabel) ||
    // a console message: where, then what
    (typeof item.description === 'string' && `${typeof source === 'string' ? `${shortUrl(source)}: ` : ''}${item.description.slice(0, 100)}`) ||
    (item.node && (item.node.nodeLabel ?? item.node.selector));
  if (!what) return undefined;
  const how =
    typeof item.wastedBytes === 'number' && item.wastedBytes > 0
      ? kib(item.wastedBytes)
      : typeof item.wastedMs === 'number' && item.wastedMs > 0
        ? ms(item.wastedMs)
        : typeof item.total === 'number'
          ? ms(item.total)
          : typeof item.duration === 'number'
            ? ms(item.duration)
            : '';
  return how ? `${what} (${how})` : what;
}

/** The LCP element and where its time went (TTFB, load delay, load time, render delay). */
function lcpElement(audit: AuditLike): string[] {
  const tables = listOf(audit) as { items?: Item[] }[];
  const element = tables[0]?.items?.[0]?.node;
  const phases = (tables[1]?.items ?? []).map((p) => `${String(p.phase)} ${ms(Number(p.timing))}`);
  const label = element ? `\`${(element.selector ?? '').split(' > ').at(-1)?.split('.')[0] ?? ''}\` "${element.nodeLabel ?? ''}"` : '';
  return [label, phases.join(' · ')].filter(Boolean);
}

function itemsOf(id: string, audit: AuditLike, max: number): string[] {
  if (id === 'largest-contentful-paint-element') return lcpElement(audit);
  const items = listOf(audit) as Item[];
  return items
    .map(itemLabel)
    .filter((l): l is string => !!l)
    .slice(0, max);
}

const weight = (f: Finding) => (f.savings.LCP ?? 0) + (f.savings.FCP ?? 0) + (f.savings.TBT ?? 0) + (f.savings.CLS ?? 0) * 1000;

/**
 * What Lighthouse names against a page: performance audits scored below 0.9 (its "average" and
 * "fail"; the metrics themselves and the hidden duplicate "insight" audits left out), heaviest
 * estimated savings first, at most `maxPerformance`; then every failed audit of the other
 * categories (each one costs points of a score whose budget is 95–100).
 */
export function findingsOf(lhr: LhrLike, maxPerformance = 6, maxItems = 3): Finding[] {
  const out: Finding[] = [];
  for (const [category] of CATEGORIES) {
    const found: Finding[] = [];
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      if (ref.group === 'metrics' || ref.group === 'hidden') continue;
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || ['notApplicable', 'manual', 'informative', 'error'].includes(audit.scoreDisplayMode)) continue;
      if (audit.score >= (category === 'performance' ? 0.9 : 1)) continue;
      const s = audit.metricSavings ?? {};
      const savings = Object.fromEntries((['LCP', 'FCP', 'TBT', 'CLS'] as const).filter((k) => (s[k] ?? 0) > 0).map((k) => [k, s[k]!]));
      found.push({ category, id: ref.id, title: audit.title, display: audit.displayValue ?? '', savings, items: itemsOf(ref.id, audit, maxItems) });
    }
    if (category === 'performance') {
      found.sort((a, b) => weight(b) - weight(a));
      out.push(...found.slice(0, maxPerformance));
    } else out.push(...found);
  }
  return out;
}

/** Lighthouse's resource-summary: transferred bytes and requests by type, largest first. */
export function transferredOf(lhr: LhrLike): Transferred[] {
  const summary = lhr.audits['resource-summary'];
  const items = (summary ? listOf(summary) : []) as { resourceType?: string; label?: string; requestCount?: number; transferSize?: number }[];
  return items
    .filter((i) => i.resourceType !== 'total' && (i.transferSize ?? 0) > 0)
    .map((i) => ({ type: i.label ?? i.resourceType ?? '?', requests: i.requestCount ?? 0, bytes: i.transferSize ?? 0 }))
    .sort((a, b) => b.bytes - a.bytes);
}
