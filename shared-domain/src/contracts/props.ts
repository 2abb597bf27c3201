// Props of the components the remotes expose (remotes.ts). A remote may add optional props in a
// later release; a consumer built before that simply does not pass them, so nothing here may
// become required once published (docs/decisions.md, "Contracts between rooms").
import type { SessionFormat } from '../enums';

/** A page mounted by the shell's route table: it reads what it needs from the address. */
export type NoProps = Record<string, never>;

/** `booking/BookingCard`, mounted by the public profile (mfe-discovery). Everything but the id is
 * optional: what is missing the card reads from GET /public-terapeutas/{id}. */
export interface BookingCardProps {
  therapistId: string;
  sessionPrice?: number;
  sessionDuration?: number;
  /** the formats offered: the card asks 'Online' or 'Presencial' only when both are */
  sessionFormats?: SessionFormat[];
  /** where presencial sessions happen, as the public profile shows it */
  officeNeighborhood?: string;
  officeCity?: string;
  /** 'Primeira sessão gratuita' is on: the card says so above the price */
  freeFirstSession?: boolean;
}
