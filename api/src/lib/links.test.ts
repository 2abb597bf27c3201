import { siteLink } from './links';

describe('siteLink', () => {
  it('joins the site and a product path', () => {
    expect(siteLink('http://localhost:3000/', '/cliente/1')).toBe('http://localhost:3000/cliente/1');
    expect(siteLink('https://acolhe.com.br', 'terapeutas')).toBe('https://acolhe.com.br/terapeutas');
  });
});
