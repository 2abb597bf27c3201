// product.md#screens footer: three columns. Links go where a page exists; Blog has no page yet and
// is plain text, so no link leads nowhere. Contato writes to the support address of the runtime config.
import { ROUTES } from '@acolhe/shared-domain/contracts';

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
