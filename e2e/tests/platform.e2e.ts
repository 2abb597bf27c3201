import type { Page } from 'playwright-core';
import { browserForFile, newPage } from '../src/browser';
import { baseUrl, E2E_PORTS } from '../src/stackEnv';
import { signInAs } from '../src/session';

const browser = browserForFile();

async function open(path: string): Promise<Page> {
  const { page } = await newPage(browser);
  await page.goto(`${baseUrl}${path}`);
  return page;
}

describe('plataforma: shell, rotas e remotes', () => {
  it('mostra o cabeçalho com a marca, a busca e os botões de visitante', async () => {
    const page = await open('/');
    await page.getByRole('link', { name: 'Acolhe — página inicial' }).waitFor();
    await page.getByPlaceholder('Busque por especialidade ou nome do terapeuta').waitFor();
    await page.getByRole('link', { name: 'Entrar' }).waitFor();
    await page.getByRole('link', { name: 'Cadastre-se' }).first().waitFor();
  });

  const publicRoutes: [string, RegExp][] = [
    ['/', /Encontre o terapeuta ideal|Início/],
    ['/cadastro', /Cadastre-se/],
    ['/login', /Entrar/],
    ['/terapeutas', /terapeuta/i],
    ['/tutorial-terapeutas', /tutorial|terapeutas/i],
    ['/tutorial-clientes', /tutorial|clientes/i],
    ['/terapeuta/d0000000-0000-4000-8000-000000000001', /Marina Duarte|Perfil/],
    ['/agendar/d0000000-0000-4000-8000-000000000001', /Agend/],
  ];
  it.each(publicRoutes)('a rota pública %s é respondida pelo seu remote', async (path, heading) => {
    const page = await open(path);
    await page.getByRole('heading', { level: 1, name: heading }).first().waitFor();
    await page.getByRole('link', { name: 'Acolhe — página inicial' }).waitFor();
  });

  it('uma rota desconhecida mostra a página de não encontrado', async () => {
    const page = await open('/nao-existe/mesmo');
    await page.getByText('Oops! Page not found').waitFor();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL(`${baseUrl}/`);
  });

  it('as áreas privadas exigem login e respondem pelo remote certo para o dono', async () => {
    const page = await open('/cliente/d0000000-0000-4000-8000-000000000002');
    await page.waitForURL(/\/login\?returnTo=%2Fcliente%2Fd0000000/);

    const terapeuta = await signInAs(browser, 'terapeuta');
    for (const path of ['/usuario/d0000000-0000-4000-8000-000000000001', '/usuario/d0000000-0000-4000-8000-000000000001/configuracoes']) {
      await terapeuta.goto(`${baseUrl}${path}`);
      await terapeuta.waitForURL(`${baseUrl}${path}`);
      await terapeuta.getByRole('heading', { level: 1 }).first().waitFor();
    }
    const cliente = await signInAs(browser, 'cliente');
    for (const path of ['/cliente/d0000000-0000-4000-8000-000000000002', '/cliente/d0000000-0000-4000-8000-000000000002/configuracoes']) {
      await cliente.goto(`${baseUrl}${path}`);
      await cliente.waitForURL(`${baseUrl}${path}`);
      await cliente.getByRole('heading', { level: 1 }).first().waitFor();
    }
  });

  it('com um remote fora do ar, o cabeçalho e os outros remotes seguem funcionando', async () => {
    // The discovery remote's server stops answering. (Re-pointing it with ?remote.discovery= no
    // longer works here: this shell serves like production, overrides off — remote-trust.e2e.ts.)
    const { page } = await newPage(browser);
    const discovery = (url: URL) => url.port === String(E2E_PORTS.discovery);
    await page.route(discovery, (route) => route.abort('connectionrefused'));
    await page.goto(`${baseUrl}/`);
    await page.getByText('Não foi possível carregar esta seção.').waitFor();
    await page.getByPlaceholder('Busque por especialidade ou nome do terapeuta').waitFor();
    await page.goto(`${baseUrl}/agendar/d0000000-0000-4000-8000-000000000001`);
    await page.getByRole('heading', { level: 1, name: /Agend/ }).first().waitFor();
    // Back up: the next load finds it again.
    await page.unroute(discovery);
    await page.goto(`${baseUrl}/`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByText('Não foi possível carregar esta seção.').count()).toBe(0);
  });
});
