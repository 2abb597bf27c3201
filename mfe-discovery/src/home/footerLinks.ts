// product.md#screens footer: three columns, every item a link to a page that exists. The spec's
// 'Blog' is left out while there is no blog (issue 44: grey text that looked like a dead link).
// Contato writes to the support address of the runtime config.
import { ROUTES } from '@acolhe/shared-domain/contracts';

export type FooterItem =
  | { label: string; kind: 'route'; to: string }
  | { label: string; kind: 'support' };

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
    ],
  },
  {
    title: 'Sobre',
    items: [
      { label: 'Quem somos', kind: 'route', to: ROUTES.quemSomos },
      { label: 'Nossos terapeutas', kind: 'route', to: '/terapeutas' },
      { label: 'Contato', kind: 'support' },
      { label: 'FAQ', kind: 'route', to: ROUTES.faq },
    ],
  },
  {
    title: 'Legal',
    items: [
      { label: 'Termos de uso', kind: 'route', to: ROUTES.termosDeUso },
      { label: 'Política de privacidade', kind: 'route', to: ROUTES.politicaDePrivacidade },
      { label: 'Cookies', kind: 'route', to: ROUTES.cookies },
    ],
  },
];
