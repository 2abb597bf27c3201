// The two demo accounts of the local stack. They exist in the identity emulator (created by
// scripts/identity with these fixed subjects) AND in the database (seeded by the api), so the
// token's `sub` is the record id. Documented in the README.
export const DEMO_PASSWORD = 'Acolhe2026';

export const DEMO_TERAPEUTA = {
  id: 'd0000000-0000-4000-8000-000000000001',
  email: 'terapeuta.demo@acolhe.com.br',
  name: 'Marina Duarte',
  tipo: 'terapeuta',
} as const;

export const DEMO_CLIENTE = {
  id: 'd0000000-0000-4000-8000-000000000002',
  email: 'cliente.demo@acolhe.com.br',
  name: 'Rafael Lima',
  tipo: 'cliente',
} as const;

export const DEMO_ACCOUNTS = [DEMO_TERAPEUTA, DEMO_CLIENTE] as const;
