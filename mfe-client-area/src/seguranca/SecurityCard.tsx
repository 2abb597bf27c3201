// The 'Segurança' card is shared with the therapist's area (shared-ui/change-password).
export { SecurityCard } from '@acolhe/shared-ui/area-privada';
