import { SettingsView } from '../area/SettingsView';
import { TherapistPage } from './TherapistPage';

/** /usuario/:id/configuracoes — Perfil (default) and Disponibilidade tabs. */
export default function ConfiguracoesTerapeutaPage() {
  return <TherapistPage>{(therapistId, user) => <SettingsView therapistId={therapistId} userName={user.name} />}</TherapistPage>;
}
