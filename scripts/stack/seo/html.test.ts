import { bootAfterFirstPaint, escapeHtml, injectBody, injectHead, jsonForScript, renderHead } from './html';

const INDEX =
  '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"/><meta name="description" content="Acolhe — encontre o terapeuta ideal para você."/><title>Acolhe — encontre o terapeuta ideal</title><script>boot()</script><script defer="defer" src="/main.js"></script></head><body><div id="root"></div></body></html>';

const HOSTILE = `Ana "</script><script>alert(1)</script>" O'Neil <img src=x onerror=alert(2)> & $& $' $\``;

describe('escaping', () => {
  it('escapeHtml leaves no markup and no way out of a quoted attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });

  it('jsonForScript has no < > & or line separators, and parses back to the same value', () => {
    const value = { name: HOSTILE, bio: 'a\u2028b\u2029c <!-- -->' };
    const text = jsonForScript(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe('renderHead and injectHead', () => {
  const head = {
    title: `${HOSTILE} | Acolhe`,
    description: `Sessão: R$ 180,00. ${HOSTILE}`,
    noindex: false,
    type: 'profile' as const,
    url: 'https://acolhe.com.br/terapeuta/1',
    image: 'https://api.acolhe.com.br/uploads/a.webp?x="y"',
    imageAlt: `Foto de ${HOSTILE}`,
    jsonLd: { '@type': 'ProfessionalService', name: HOSTILE },
  };

  it("a hostile therapist name is text everywhere: one title, no extra element, the index's own scripts untouched", () => {
    const html = injectHead(INDEX, renderHead(head));
    // only the index's two scripts and the JSON-LD block
    expect(html.match(/<script/g)).toHaveLength(3);
    expect(html.match(/<\/script>/g)).toHaveLength(3);
    expect(html).not.toContain('<img');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Ana &quot;&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot; O&#39;Neil &lt;img src=x onerror=alert(2)&gt; &amp; $&amp; $&#39; $` | Acolhe</title>');
    // `$&` and `$'` were not read as replacement patterns
    expect(html).not.toContain('Acolhe — encontre o terapeuta ideal</title>');
    expect(html.startsWith('<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"/><title>')).toBe(true);
    expect(html).toContain('<script>boot()</script><script defer="defer" src="/main.js"></script></head><body><div id="root"></div></body></html>');
    const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(ld)).toEqual(head.jsonLd);
  });

  it('the description, canonical, Open Graph and Twitter tags', () => {
    const html = renderHead(head);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).toContain('<link rel="canonical" href="https://acolhe.com.br/terapeuta/1"/>');
    expect(html).toContain('<meta property="og:type" content="profile"/>');
    expect(html).toContain('<meta property="og:locale" content="pt_BR"/>');
    expect(html).toContain('<meta property="og:url" content="https://acolhe.com.br/terapeuta/1"/>');
    expect(html).toContain('<meta property="og:image" content="https://api.acolhe.com.br/uploads/a.webp?x=&quot;y&quot;"/>');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(html).not.toContain('name="robots"');
  });

  it('noindex pages say so; without an image, no image tags and a small card', () => {
    const html = renderHead({ title: 'Entrar | Acolhe', description: 'd', noindex: true, type: 'website', url: 'https://acolhe.com.br/login' });
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).not.toContain('og:image');
    expect(html).toContain('<meta name="twitter:card" content="summary"/>');
    expect(html).not.toContain('ld+json');
  });

  it('a preconnect to each other origin the page calls, right after the title, for CORS requests', () => {
    const html = renderHead({ ...head, preconnect: ['https://api.acolhe.com.br'] });
    expect(html).toContain('</title><link rel="preconnect" href="https://api.acolhe.com.br" crossorigin/>');
    expect(renderHead(head)).not.toContain('preconnect');
  });

  it('a page without a title gets the head before </head>', () => {
    expect(injectHead('<html><head></head><body></body></html>', '<title>x</title>')).toBe('<html><head><title>x</title></head><body></body></html>');
  });

  it("the server's render goes inside the root, its data block right after; `$&` in either stays text", () => {
    const page = '<html><head></head><body><noscript>x</noscript><div id="root"></div></body></html>';
    const data = `<script type="application/json" id="acolhe-ssr">${jsonForScript({ nome: '</script>$&' })}</script>`;
    expect(injectBody(page, '<h1>Ana $& Bia</h1>', data)).toBe(
      '<html><head></head><body><noscript>x</noscript><div id="root"><h1>Ana $& Bia</h1></div><script type="application/json" id="acolhe-ssr">{"nome":"\\u003c/script\\u003e$\\u0026"}</script></body></html>',
    );
  });
});

describe('bootAfterFirstPaint', () => {
  const page =
    '<head><script>early()</script><script defer="defer" src="/7190.js" fetchpriority="high"></script><script defer="defer" src="/main.js?v=1&amp;x=2" fetchpriority="high"></script><script type="application/ld+json">{}</script></head><body><div id="root"></div><script>boot()</script></body>';

  it('takes the deferred scripts out of the page and lists them, in order, in the data block', () => {
    const { html, block } = bootAfterFirstPaint(page, 'acolhe-boot');
    expect(html).toBe('<head><script>early()</script><script type="application/ld+json">{}</script></head><body><div id="root"></div><script>boot()</script></body>');
    expect(block).toBe('<script type="application/json" id="acolhe-boot">["/7190.js","/main.js?v=1\\u0026x=2"]</script>');
    expect(JSON.parse(/>(.*)</.exec(block)![1]!)).toEqual(['/7190.js', '/main.js?v=1&x=2']);
  });

  it('leaves a page without deferred scripts as it is, with no block', () => {
    const plain = '<head><script>early()</script><script src="/sync.js"></script></head><body><div id="root"></div></body>';
    expect(bootAfterFirstPaint(plain, 'acolhe-boot')).toEqual({ html: plain, block: '' });
  });
});
