import { Container, Text } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { useCurrentUser } from '@acolhe/shared-auth';
import { SettingsView } from '../area/SettingsView';
import { RESTRICTED_TEXT } from './AreaTerapeutaPage';

/** /usuario/:id/configuracoes — Perfil (default) and Disponibilidade tabs. */
export default function ConfiguracoesTerapeutaPage() {
  const { id } = useParams();
  const user = useCurrentUser();
  let body;
  if (!user || user.tipo !== 'terapeuta') body = <Text>{RESTRICTED_TEXT}</Text>;
  else if (!id) body = <Text>ID do terapeuta não encontrado.</Text>;
  else body = <SettingsView therapistId={id} userName={user.name} />;
  return (
    <Container size="lg" py="xl">
      {body}
    </Container>
  );
}
