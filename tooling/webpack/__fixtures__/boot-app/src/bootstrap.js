import { createElement } from 'react';
import { greeting } from './greeting';

export const app = createElement('p', null, greeting);
// lazy: must not be among the boot scripts
export const later = () => import('dayjs').then(() => import('./lazy-page'));
