import { figuresOf, findingsOf, itemLabel, shortUrl, transferredOf, type AuditLike, type LhrLike } from './lighthouse-figures';

const audit = (over: Partial<AuditLike> = {}): AuditLike => ({ title: 'x', score: 1, scoreDisplayMode: 'binary', ...over });
const lhr = (over: Partial<LhrLike> = {}): LhrLike => ({
  categories: {
    performance: { score: 0.8, auditRefs: [] },
    accessibility: { score: 1, auditRefs: [] },
    'best-practices': { score: 0.96, auditRefs: [] },
    seo: { score: 1, auditRefs: [] },
  },
  audits: {
    'largest-contentful-paint': audit({ numericValue: 3748.9 }),
    'first-contentful-paint': audit({ numericValue: 3099.4 }),
    'total-blocking-time': audit({ numericValue: 205 }),
    'cumulative-layout-shift': audit({ numericValue: 0 }),
    'speed-index': audit({ numericValue: 3100 }),
    'total-byte-weight': audit({ numericValue: 356_240 }),
  },
  ...over,
});

describe('figuresOf', () => {
  it('keeps the scores as the report rounds them and the metrics as measured', () => {
    expect(figuresOf(lhr())).toEqual({
      scores: { performance: 80, accessibility: 100, 'best-practices': 96, seo: 100 },
      lcp: 3748.9,
      fcp: 3099.4,
      tbt: 205,
      cls: 0,
      speedIndex: 3100,
      bytes: 356_240,
    });
  });

  it('a category that errored or a metric that is missing is null, not zero', () => {
    const r = lhr();
    r.categories.seo = { score: null, auditRefs: [] };
    delete r.audits['largest-contentful-paint'];
    r.audits['total-blocking-time'] = audit({ numericValue: Number.NaN });
    const f = figuresOf(r);
    expect([f.scores.seo, f.lcp, f.tbt]).toEqual([null, null, null]);
  });
});

describe('shortUrl and itemLabel', () => {
  it('names local servers by port, keeps other hosts, and cuts long paths', () => {
    expect(shortUrl('http://localhost:4950/public-terapeutas/destaques')).toBe(':4950/public-terapeutas/destaques');
    expect(shortUrl('https://cdn.example.com/a.js')).toBe('cdn.example.com/a.js');
    expect(shortUrl(`http://127.0.0.1:1/${'a'.repeat(100)}`)).toBe(`:1/${'a'.repeat(66)}…`);
  });

  it('says what a row names and how much it costs', () => {
    expect(itemLabel({ url: 'http://localhost:1/main.js', wastedBytes: 20 * 1024 })).toBe(':1/main.js (20 KiB)');
    expect(itemLabel({ url: 'http://localhost:1', wastedMs: 150.8 })).toBe(':1 (151 ms)');
    expect(itemLabel({ groupLabel: 'Script Evaluation', duration: 1234.4 })).toBe('Script Evaluation (1,234 ms)');
    expect(itemLabel({ description: 'Failed to load resource', sourceLocation: { url: 'http://localhost:1/favicon.ico' } })).toBe(':1/favicon.ico: Failed to load resource');
    expect(itemLabel({ description: 'Uncaught TypeError' })).toBe('Uncaught TypeError');
    expect(itemLabel({ node: { nodeLabel: 'Encontre seu terapeuta' } })).toBe('Encontre seu terapeuta');
    expect(itemLabel({ wastedBytes: 10 })).toBeUndefined();
  });
});

describe('findingsOf', () => {
  const perfRefs = [
    { id: 'largest-contentful-paint', group: 'metrics' },
    { id: 'render-blocking-insight', group: 'hidden' },
    { id: 'unused-javascript', group: 'diagnostics' },
    { id: 'mainthread-work-breakdown', group: 'diagnostics' },
    { id: 'uses-rel-preconnect', group: 'diagnostics' },
    { id: 'long-tasks', group: 'diagnostics' },
    { id: 'dom-size', group: 'diagnostics' },
    { id: 'largest-contentful-paint-element', group: 'diagnostics' },
  ];
  const r = lhr({
    categories: {
      performance: { score: 0.8, auditRefs: perfRefs },
      accessibility: { score: 1, auditRefs: [{ id: 'color-contrast' }] },
      'best-practices': { score: 0.96, auditRefs: [{ id: 'errors-in-console' }, { id: 'is-on-https' }] },
      seo: { score: 1, auditRefs: [] },
    },
    audits: {
      'largest-contentful-paint': audit({ score: 0.2, scoreDisplayMode: 'numeric', numericValue: 3748 }),
      'render-blocking-insight': audit({ score: 0.5, scoreDisplayMode: 'metricSavings', metricSavings: { FCP: 900 } }),
      'unused-javascript': audit({
        title: 'Reduce unused JavaScript',
        score: 0,
        scoreDisplayMode: 'metricSavings',
        displayValue: 'Est savings of 52 KiB',
        metricSavings: { FCP: 300, LCP: 0 },
        details: { type: 'opportunity', items: [{ url: 'http://localhost:3950/a.js', wastedBytes: 30 * 1024 }, { url: 'http://localhost:3950/b.js', wastedBytes: 22 * 1024 }] },
      }),
      'mainthread-work-breakdown': audit({ title: 'Minimize main-thread work', score: 0, scoreDisplayMode: 'metricSavings', displayValue: '2.2 s', metricSavings: { TBT: 200 } }),
      'uses-rel-preconnect': audit({ title: 'Preconnect', score: 0.9, scoreDisplayMode: 'metricSavings', metricSavings: { LCP: 150 } }),
      'long-tasks': audit({ score: null, scoreDisplayMode: 'informative', metricSavings: { TBT: 200 } }),
      'dom-size': audit({ title: 'Avoid an excessive DOM size', score: 0.5, scoreDisplayMode: 'metricSavings', displayValue: '1,149 elements' }),
      'largest-contentful-paint-element': audit({
        title: 'Largest Contentful Paint element',
        score: 0,
        scoreDisplayMode: 'metricSavings',
        displayValue: '3,750 ms',
        metricSavings: { LCP: 1250 },
        details: {
          type: 'list',
          items: [
            { type: 'table', items: [{ node: { selector: 'div.a > p.mantine-focus-auto', nodeLabel: 'Psicólogos qualificados' } }] },
            { type: 'table', items: [{ phase: 'TTFB', timing: 451.9 }, { phase: 'Render Delay', timing: 3297 }] },
          ],
        },
      }),
      'color-contrast': audit({ score: 1 }),
      'errors-in-console': audit({
        title: 'Browser errors were logged to the console',
        score: 0,
        details: { type: 'table', items: [{ description: 'Failed to load resource: 404' }] },
      }),
      'is-on-https': audit({ score: null, scoreDisplayMode: 'notApplicable' }),
    },
  });

  it('lists performance audits below 0.9, largest estimated savings first, then every failed audit of the other categories', () => {
    expect(findingsOf(r).map((f) => `${f.category} ${f.id}`)).toEqual([
      'performance largest-contentful-paint-element',
      'performance unused-javascript',
      'performance mainthread-work-breakdown',
      'performance dom-size',
      'best-practices errors-in-console',
    ]);
  });

  it('keeps Lighthouse’s figure, the savings above zero and the first items', () => {
    const [lcp, js] = findingsOf(r, 6, 1);
    expect(js).toEqual({
      category: 'performance',
      id: 'unused-javascript',
      title: 'Reduce unused JavaScript',
      display: 'Est savings of 52 KiB',
      savings: { FCP: 300 },
      items: [':3950/a.js (30 KiB)'],
    });
    // the LCP element and where its time went
    expect(lcp!.items).toEqual(['`p` "Psicólogos qualificados"', 'TTFB 452 ms · Render Delay 3,297 ms']);
  });

  it('stops at the given number of performance findings', () => {
    expect(findingsOf(r, 2).map((f) => f.id)).toEqual(['largest-contentful-paint-element', 'unused-javascript', 'errors-in-console']);
  });
});

describe('transferredOf', () => {
  it('lists the bytes by resource type, largest first, without the total and the empty types', () => {
    const r = lhr();
    r.audits['resource-summary'] = audit({
      scoreDisplayMode: 'informative',
      details: {
        type: 'table',
        items: [
          { resourceType: 'total', label: 'Total', requestCount: 30, transferSize: 360_000 },
          { resourceType: 'stylesheet', label: 'Stylesheet', requestCount: 3, transferSize: 40_000 },
          { resourceType: 'script', label: 'Script', requestCount: 25, transferSize: 300_000 },
          { resourceType: 'font', label: 'Font', requestCount: 0, transferSize: 0 },
        ],
      },
    });
    expect(transferredOf(r)).toEqual([
      { type: 'Script', requests: 25, bytes: 300_000 },
      { type: 'Stylesheet', requests: 3, bytes: 40_000 },
    ]);
    expect(transferredOf(lhr())).toEqual([]);
  });
});
