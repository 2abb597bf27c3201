// Accessibility (issue 9, part 5): axe-core in Chromium on every product.md#screens route — signed out, and
// signed in as each role on its own pages — must find no 'serious' or 'critical' violation; the
// review form and the booking card on the profile are completed with the keyboard alone.
import type { Locator, Page } from 'playwright-core';
import { expectNoSeriousViolations, seriousViolations } from '../src/axe';
import { browserForFile, newPage } from '../src/browser';
import { DEMO, signInAs } from '../src/session';
import { idTokenOf } from '../src/identity';
import { apiUrl, baseUrl } from '../src/stackEnv';

const THERAPIST = DEMO.terapeuta.id;
const CLIENT = DEMO.cliente.id;
const browser = browserForFile();

/** Waits until the page's own content is on screen (not a loader or a remote's fallback). */
async function settle(page: Page, ready: (page: Page) => Promise<unknown>) {
  await ready(page);
  await page.waitForLoadState('networkidle');
  // Skeletons and spinners gone: what axe sees is what the user reads.
  await page.locator('.mantine-Skeleton-root, .mantine-Loader-root').first().waitFor({ state: 'detached', timeout: 10_000 }).catch(() => undefined);
}

const heading = (name: string | RegExp, level?: number) => (page: Page) =>
  page.getByRole('heading', { name, ...(level ? { level } : {}) }).first().waitFor();

interface RouteCase {
  path: string;
  ready: (page: Page) => Promise<unknown>;
}

const PUBLIC_ROUTES: RouteCase[] = [
  { path: '/', ready: heading('Encontre o terapeuta ideal para você') },
  { path: '/cadastro', ready: heading('Cadastre-se') },
  { path: '/login', ready: (p) => p.getByLabel('E-mail').waitFor() },
  { path: '/terapeutas', ready: (p) => p.locator('a[href^="/terapeuta/"]').first().waitFor() },
  { path: '/terapeutas?search=ansiedade&modalidade=online&cidade=sao-paulo', ready: (p) => p.locator('a[href^="/terapeuta/"]').first().waitFor() },
  { path: '/terapeutas?search=nenhum-terapeuta-assim', ready: (p) => p.getByText('Nenhum terapeuta encontrado com os filtros selecionados.').waitFor() },
  { path: '/tutorial-terapeutas', ready: heading(/./) },
  { path: '/tutorial-clientes', ready: heading(/./) },
  { path: `/terapeuta/${THERAPIST}`, ready: heading(DEMO.terapeuta.name) },
  { path: '/terapeuta/nao-existe', ready: heading('Terapeuta não encontrado') },
  { path: '/politica-de-privacidade', ready: heading('Política de privacidade') },
  { path: '/termos-de-uso', ready: heading('Termos de uso') },
  { path: '/cookies', ready: heading('Cookies') },
  { path: '/faq', ready: heading('Perguntas frequentes') },
  { path: '/quem-somos', ready: heading('Quem somos') },
  { path: `/agendar/${THERAPIST}`, ready: heading(/./) },
  { path: '/pagina-que-nao-existe', ready: (p) => p.getByText('Oops! Page not found').waitFor() },
];

describe('axe-core: no serious or critical violation', () => {
  describe('signed out', () => {
    it.each(PUBLIC_ROUTES.map((r) => [r.path, r] as const))('%s', async (_path, route) => {
      const { context, page } = await newPage(browser);
      try {
        await page.goto(`${baseUrl}${route.path}`);
        await settle(page, route.ready);
        await expectNoSeriousViolations(page, route.path);
      } finally {
        await context.close();
      }
    });
  });

  // Tinted badges ('Novo no Acolhe', 'Primeira sessão gratuita') once failed contrast only where
  // such a therapist happened to be listed: check one on purpose, on its card and its profile.
  it('a therapist without reviews, on the search card and the profile', async () => {
    const list = (await (await fetch(`${apiUrl}/public-terapeutas?page=0&size=100`)).json()) as {
      content: { id: string; fullName: string; reviewCount: number }[];
    };
    const fresh = list.content.find((t) => t.reviewCount === 0);
    expect(fresh).toBeDefined();
    for (const path of [`/terapeutas?search=${encodeURIComponent(fresh!.fullName)}`, `/terapeuta/${fresh!.id}`]) {
      const { context, page } = await newPage(browser);
      try {
        await page.goto(`${baseUrl}${path}`);
        await settle(page, (p) => p.getByText('Novo no Acolhe', { exact: true }).first().waitFor());
        await expectNoSeriousViolations(page, path);
      } finally {
        await context.close();
      }
    }
  });

  it.each([
    ['terapeuta', `/usuario/${THERAPIST}`, (p: Page) => p.getByText('Área do Terapeuta').first().waitFor()],
    ['terapeuta', `/usuario/${THERAPIST}/configuracoes`, heading('Configurações do Perfil')],
    ['cliente', `/cliente/${CLIENT}`, heading('Minhas sessões')],
    ['cliente', `/cliente/${CLIENT}/configuracoes`, (p: Page) => p.getByRole('link', { name: 'Voltar ao perfil' }).waitFor()],
    // the public pages look different with a session (header menu, review and booking actions)
    ['cliente', `/terapeuta/${THERAPIST}`, (p: Page) => p.getByRole('button', { name: 'Avaliar terapeuta' }).waitFor()],
    ['cliente', `/agendar/${THERAPIST}`, heading(/./)],
    ['terapeuta', `/terapeuta/${THERAPIST}`, heading(DEMO.terapeuta.name)],
    ['terapeuta', '/', heading('Encontre o terapeuta ideal para você')],
  ] as const)('signed in as %s: %s', async (who, path, ready) => {
    const page = await signInAs(browser, who);
    try {
      await page.goto(`${baseUrl}${path}`);
      await settle(page, ready);
      await expectNoSeriousViolations(page, `${path} (${who})`);
    } finally {
      await page.context().close();
    }
  });
});

describe('axe-core: states behind a click (dialogs, tabs, menus)', () => {
  type Who = 'cliente' | 'terapeuta' | null;
  const cases: [string, Who, string, (page: Page) => Promise<unknown>][] = [
    ['forgot-password dialog', null, '/login', async (p) => {
      await p.getByRole('button', { name: 'Esqueceu sua senha?' }).click();
      await p.getByRole('dialog').waitFor();
    }],
    ['sign-up as therapist', null, '/cadastro', async (p) => {
      await p.locator('label[for$="-terapeuta"]').click();
      await p.getByRole('button', { name: 'Cadastrar como terapeuta' }).waitFor();
    }],
    ['tutorial steps tab', null, '/tutorial-clientes', async (p) => {
      await p.getByRole('tab', { name: 'Passo a Passo' }).click();
      await p.getByTestId('tutorial-step').first().waitFor();
    }],
    ['account menu open', 'cliente', `/cliente/${CLIENT}`, async (p) => {
      await p.getByTestId('user-menu').click();
      await p.getByRole('menuitem', { name: 'Sair' }).waitFor();
    }],
    ['change-password dialog', 'cliente', `/cliente/${CLIENT}/configuracoes`, async (p) => {
      await p.getByRole('button', { name: 'Alterar senha' }).click();
      await p.getByRole('dialog', { name: 'Alterar senha' }).waitFor();
    }],
    ['review form open', 'cliente', `/terapeuta/${THERAPIST}`, async (p) => {
      await p.getByRole('button', { name: 'Avaliar terapeuta' }).click();
      await p.getByRole('form', { name: 'Sua avaliação' }).waitFor();
    }],
    ['availability tab', 'terapeuta', `/usuario/${THERAPIST}/configuracoes`, async (p) => {
      await p.getByRole('tab', { name: 'Disponibilidade' }).click();
      await p.getByRole('switch').first().waitFor();
    }],
  ];
  it.each(cases)('%s', async (_name, who, path, act) => {
    const page = who ? await signInAs(browser, who) : (await newPage(browser)).page;
    try {
      await page.goto(`${baseUrl}${path}`);
      await page.waitForLoadState('networkidle');
      await act(page);
      await page.waitForTimeout(300); // dialogs and tabs animate in
      await expectNoSeriousViolations(page, `${path} (${_name})`);
    } finally {
      await page.context().close();
    }
  });

  it('the check itself works: an unnamed button and an image without alt are reported', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto(`${baseUrl}/`);
      await settle(page, heading('Encontre o terapeuta ideal para você'));
      await page.evaluate(() => {
        document.querySelector('main')?.insertAdjacentHTML('beforeend', '<button id="sem-nome"></button><img id="sem-alt" src="/x.png">');
      });
      const ids = (await seriousViolations(page)).map((v) => v.id).sort();
      expect(ids).toEqual(expect.arrayContaining(['button-name', 'image-alt']));
    } finally {
      await context.close();
    }
  });
});

// ---------------------------------------------------------------- keyboard only

/** The demo client's call to the api (status and body; checks and clean-up). */
async function api<T>(method: string, path: string, body?: unknown): Promise<{ status: number; json: T }> {
  const headers: Record<string, string> = { authorization: `Bearer ${await idTokenOf(DEMO.cliente.email)}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${apiUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, json: (text ? JSON.parse(text) : undefined) as T };
}

/** Whether the element (or, for a group, something inside it) has the keyboard focus. */
const hasFocus = (target: Locator) =>
  target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)).catch(() => false);

/** What has the focus, for failure messages. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el ? `${el.tagName.toLowerCase()} ${el.getAttribute('aria-label') ?? ''} ${(el.textContent ?? '').trim().slice(0, 60)}` : 'nada';
  });

/** Presses Tab (or Shift+Tab) until the target has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { max = 120, back = false } = {}) {
  for (let i = 0; i <= max; i++) {
    if (await hasFocus(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`o foco não chegou ao alvo com ${max} Tabs; está em: ${await focused(page)}`);
}

/** The Mantine day button that has the focus, if it is open (not disabled). */
const focusedDayIsOpen = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLButtonElement | null;
    return Boolean(el && el.matches('table button') && !el.disabled && !el.hasAttribute('data-disabled') && !el.hasAttribute('data-outside'));
  });

describe('keyboard only (Tab, Enter, Space, arrows), as the demo client on the profile', () => {
  const PROFILE = `/terapeuta/${THERAPIST}`;
  let page: Page;
  beforeEach(async () => {
    page = await signInAs(browser, 'cliente');
    await page.goto(`${baseUrl}${PROFILE}`);
    await page.getByRole('heading', { level: 1, name: DEMO.terapeuta.name }).waitFor();
  });
  afterEach(async () => {
    await page.context().close();
  });

  it('writes a review: button, stars with the arrows, comment, send', async () => {
    const reviews = page.getByRole('region', { name: 'Avaliações de Pacientes' });
    const open = reviews.getByRole('button', { name: 'Avaliar terapeuta' });
    await open.waitFor();
    const comment = `Revisão feita só com o teclado em ${Date.now()}.`;
    try {
      await tabTo(page, open);
      await page.keyboard.press('Enter');
      const form = reviews.getByRole('form', { name: 'Sua avaliação' });
      const stars = form.getByRole('radiogroup', { name: 'Sua nota' });
      await tabTo(page, stars);
      // Mantine's rating: the arrows move the focus between the stars, Space chooses one
      const four = form.getByRole('radio', { name: '4 estrelas' });
      for (let i = 0; i < 6 && !(await hasFocus(four)); i++) await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Space');
      expect(await four.isChecked()).toBe(true);
      const field = form.getByLabel('Comentário');
      await tabTo(page, field);
      await page.keyboard.type(comment);
      await tabTo(page, form.getByRole('button', { name: 'Enviar avaliação' }));
      await page.keyboard.press('Enter');
      await page.getByText('Sua avaliação foi enviada com sucesso!').waitFor();
      await reviews.getByText(comment, { exact: true }).waitFor();
      const profile = await api<{ reviews: { id: string; nota: number; comentario: string; canEdit: boolean }[] }>('GET', `/public-terapeutas/${THERAPIST}`);
      expect(profile.json.reviews.find((r) => r.canEdit)).toMatchObject({ nota: 4, comentario: comment });

      // and removes it the same way: the delete button, then the dialog's Excluir
      const remove = reviews.getByRole('button', { name: 'Excluir sua avaliação' });
      await tabTo(page, remove, { back: true });
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Excluir Avaliação' });
      await dialog.waitFor();
      await tabTo(page, dialog.getByRole('button', { name: 'Excluir', exact: true }), { max: 10 });
      await page.keyboard.press('Space');
      await page.getByText('Sua avaliação foi removida com sucesso.').waitFor();
      await reviews.getByRole('button', { name: 'Avaliar terapeuta' }).waitFor();
    } finally {
      // the demo client has no review of Marina (other suites write one): leave it so
      const profile = await api<{ reviews: { id: string; canEdit: boolean }[] }>('GET', `/public-terapeutas/${THERAPIST}`);
      const mine = profile.json.reviews.find((r) => r.canEdit);
      if (mine) await api('DELETE', `/avaliacoes/${mine.id}`);
    }
  });

  it('requests a session: a day with the arrows, a time, notes, send', async () => {
    const card = page.getByRole('region', { name: 'Agendar sessão' });
    await card.getByRole('heading', { name: 'Data', exact: true }).waitFor();
    await card.getByText('Carregando horários…').waitFor({ state: 'detached' });
    const notes = `Pedido feito só com o teclado em ${Date.now()}.`;
    let createdId: string | undefined;
    try {
      // into the calendar: the one day button that takes the Tab stop
      await tabTo(page, card.locator('table'));
      // arrows walk the days (across months when needed) up to the first open one
      for (let i = 0; i < 70 && !(await focusedDayIsOpen(page)); i++) {
        await page.keyboard.press('ArrowRight');
        await card.getByText('Carregando horários…').waitFor({ state: 'detached' });
      }
      expect(await focusedDayIsOpen(page)).toBe(true);
      await page.keyboard.press('Enter');
      const times = card.getByRole('group', { name: 'Horários disponíveis' }).getByRole('button');
      await times.first().waitFor();
      await tabTo(page, times.first());
      const time = ((await times.first().textContent()) ?? '').trim();
      await page.keyboard.press('Space');
      await card.getByRole('button', { name: time, pressed: true }).waitFor();
      const field = card.getByLabel('Observações (opcional)');
      await tabTo(page, field);
      await page.keyboard.type(notes);
      // the format, by keyboard: Tab reaches the radio group, Space chooses
      await tabTo(page, card.getByRole('radio', { name: 'Online' }));
      await page.keyboard.press('Space');
      await tabTo(page, card.getByRole('button', { name: 'Solicitar agendamento' }));
      await page.keyboard.press('Enter');
      await page.getByText('Agendamento solicitado!').waitFor();
      const mine = await api<{ id: string; time: string; notes: string; status: string }[]>('GET', '/sessoes/cliente');
      const created = mine.json.find((a) => a.notes === notes);
      expect(created).toMatchObject({ time, status: 'PENDING' });
      createdId = created?.id;
    } finally {
      // give the slot back (booking suites pick the first open slot)
      if (!createdId) {
        const mine = await api<{ id: string; notes: string }[]>('GET', '/sessoes/cliente');
        createdId = mine.json.find((a) => a.notes === notes)?.id;
      }
      if (createdId) await api('PATCH', `/sessoes/${createdId}`, { status: 'CANCELLED' });
    }
  });
});

describe('the focus ring (issue 30: selects showed a faint 1 px border)', () => {
  it('a select and a text field reached with Tab show a 2 px outline, as buttons do', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto(`${baseUrl}/terapeutas`);
      const ring = async (target: Locator) => {
        await tabTo(page, target);
        return target.evaluate((el) => {
          const style = getComputedStyle(el);
          return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
        });
      };
      for (const target of [page.getByLabel('Ordenar por'), page.getByRole('textbox').first()]) {
        await target.waitFor();
        const { style, width } = await ring(target);
        expect(style).toBe('solid');
        expect(width).toBeGreaterThanOrEqual(2);
      }
    } finally {
      await context.close();
    }
  });
});
