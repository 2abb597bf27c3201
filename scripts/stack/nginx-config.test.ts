import { readFileSync } from 'node:fs';
import { matchRoute } from '@acolhe/shared-domain/contracts';
import { EXAMPLE, routesPattern } from './nginx-config';

describe('the nginx configuration mirrors the local server', () => {
  it('its route pattern answers exactly the paths matchRoute finds (any other is a 404)', () => {
    const pattern = new RegExp(routesPattern(), 'i'); // nginx: location ~* (case-insensitive)
    const paths = ['/', '/terapeutas', '/Terapeutas/', '/terapeutas/x', '/terapeuta/abc', '/terapeuta/', '/terapeuta/a/b', '/usuario/1',
      '/usuario/1/configuracoes', '/cliente/9/configuracoes/', '/cliente/9/x', '/agendar/7', '/agendar', '/login', '/cadastro',
      '/tutorial-clientes', '/tutorial-terapeutas', '/nada', '/index.html', '/robots.txt', '/loginx', '/operacao', '/operacao/',
      '/Operacao/entrar', '/operacao/verificacoes/x', '/operacaox', '/operacao*'];
    for (const path of paths) expect([path, pattern.test(path)]).toEqual([path, matchRoute(path) !== null]);
  });

  it('serves the build\'s precompressed variants and answers unknown paths 404 with the app', () => {
    const text = readFileSync(EXAMPLE.out, 'utf8');
    expect(text).toContain('gzip_static on;');
    expect(text).toContain('brotli_static on;');
    expect(text).toContain('gzip_vary on;');
    expect(text).toContain(`location ~* "${routesPattern()}" {`);
    expect(text).toMatch(/location \/ \{\s+try_files \$uri =404;\s+error_page 404 \/index\.html;/);
  });
});
