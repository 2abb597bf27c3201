// Static texts and sample data of the home page (product.md#screens 'Home').
import type { Testimonial } from '@acolhe/shared-domain';

export const HOME_TEXTS = {
  heroTitle: 'Encontre o terapeuta ideal para você',
  heroSubtitle:
    'Psicólogos qualificados, online ou presencialmente. Compare perfis, valores e avaliações e agende com tranquilidade.',
  searchButton: 'Buscar terapeutas',
  featuredTitle: 'Terapeutas em destaque',
  featuredError: 'Não foi possível carregar os terapeutas em destaque.',
  featuredEmpty: 'Em breve, novos terapeutas em destaque por aqui.',
  seeAll: 'Ver todos os terapeutas',
  howItWorksTitle: 'Como funciona',
  testimonialsTitle: 'O que nossos clientes dizem',
  emergency:
    'O Acolhe não é um serviço de emergência. Em caso de crise, ligue para o CVV: 188 (24 horas, gratuito) ou procure o SAMU (192).',
} as const;

export const HOW_IT_WORKS = [
  {
    title: 'Busque',
    text: 'Pesquise por especialidade, cidade e disponibilidade para encontrar terapeutas que combinam com você.',
  },
  {
    title: 'Escolha',
    text: 'Compare perfis, valores e avaliações de outros pacientes antes de decidir.',
  },
  {
    title: 'Agende',
    text: 'Marque sua sessão pelo Acolhe, online ou presencial, no horário que for melhor para você.',
  },
] as const;

/** Static sample testimonials (product.md#data 'Testimonial'); no photo, the avatar shows initials. */
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    id: 'depoimento-1',
    name: 'Juliana M.',
    image: '',
    text: 'Encontrei uma psicóloga especializada em ansiedade em poucos minutos. As avaliações me deram segurança para dar o primeiro passo.',
  },
  {
    id: 'depoimento-2',
    name: 'Carlos R.',
    image: '',
    text: 'Faço terapia online entre uma reunião e outra. Agendar pelo Acolhe é simples e o valor fica claro desde o início.',
  },
  {
    id: 'depoimento-3',
    name: 'Fernanda S.',
    image: '',
    text: 'Queria alguém perto de casa para sessões presenciais e o filtro por cidade resolveu. Recomendo a todos.',
  },
];
