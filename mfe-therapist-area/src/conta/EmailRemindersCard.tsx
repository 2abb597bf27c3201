import { EmailRemindersCard as RemindersCard } from '@acolhe/shared-ui/area-privada';
import { usePreferences, useSavePreferences } from '../api';

/** 'Notificações por e-mail' (shared-ui's card over this area's cache of /me/preferencias). */
export function EmailRemindersCard() {
  return <RemindersCard preferences={usePreferences()} save={useSavePreferences()} />;
}
