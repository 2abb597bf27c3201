// The 403 of a role row (`access: 'cliente' | 'terapeuta'`): what a signed-in caller of the other
// role hears before anything else. Written once here; the api's MSG points at them.
export const ROLE_REFUSALS = {
  onlyTherapistsProfile: 'Acesso restrito a terapeutas.',
  onlyClientsProfile: 'Acesso restrito a clientes.',
} as const;
