// product.md#screens footer: three columns. Links go where a page exists; the others (Blog, Quem somos, FAQ,
// Termos de uso, Política de privacidade, Cookies) have no page yet and are plain text, so no
// link leads nowhere. Contato writes to the support address of the runtime config.
export type FooterItem =
  | { label: string; kind: 'route'; to: string }
  | { label: string; kind: 'support' }
  | { label: string; kind: 'text' };

export interface FooterColumn {
  title: string;
  items: FooterItem[];
}

export const FOOTER_COLUMNS: FooterColumn[] = [
  {
    title: 'Links Úteis',
    items: [
      { label: 'Para terapeutas', kind: 'route', to: '/tutorial-terapeutas' },
      { label: 'Para clientes', kind: 'route', to: '/tutorial-clientes' },
      { label: 'Blog', kind: 'text' },
    ],
  },
  {
    title: 'Sobre',
    items: [
      { label: 'Quem somos', kind: 'text' },
      { label: 'Nossos terapeutas', kind: 'route', to: '/terapeutas' },
      { label: 'Contato', kind: 'support' },
      { label: 'FAQ', kind: 'text' },
    ],
  },
  {
    title: 'Legal',
    items: [
      { label: 'Termos de uso', kind: 'text' },
      { label: 'Política de privacidade', kind: 'text' },
      { label: 'Cookies', kind: 'text' },
    ],
  },
];
