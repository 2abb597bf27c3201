import type { Slot } from '@acolhe/shared-domain';

const s = (date: string, time: string, available = true): Slot => ({ date, time, available });

/** Slots around NOW (2026-11-20): a past open slot, an open Monday, a full Tuesday, December. */
export const SLOTS: Slot[] = [
  s('2026-11-18', '10:00'), // past: never selectable even if the api said available
  s('2026-11-23', '14:00'),
  s('2026-11-23', '09:00'),
  s('2026-11-23', '10:00'),
  s('2026-11-24', '09:00', false),
  s('2026-11-25', '11:00'),
  s('2026-12-02', '09:00'),
];

export const THERAPIST = {
  id: 't-1',
  fullName: 'Marina Duarte',
  sessionPrice: 180,
  price: 180,
  sessionDuration: 50,
  sessionFormats: ['online', 'presencial'],
  officeNeighborhood: 'Consolação',
  officeCity: 'São Paulo',
};

/** The props the profile page hands the card, for a therapist who works online only. */
export const CARD_PROPS = { sessionPrice: 150, sessionDuration: 50, sessionFormats: ['online' as const] };

export const CLIENT_PROFILE = {
  id: 'c-1',
  name: 'Rafael Lima',
  email: 'rafael.perfil@exemplo.com',
  phone: '11912345678',
};

/** Mantine day buttons are labelled with the long pt-BR date (getDayAriaLabel). */
export const DAY = {
  past: 'quarta-feira, 18 de novembro de 2026',
  monday: 'segunda-feira, 23 de novembro de 2026',
  tuesdayFull: 'terça-feira, 24 de novembro de 2026',
  wednesday: 'quarta-feira, 25 de novembro de 2026',
  saturday: 'sábado, 21 de novembro de 2026',
  december: 'quarta-feira, 2 de dezembro de 2026',
};
