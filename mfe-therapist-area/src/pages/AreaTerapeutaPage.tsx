import { Container, Text } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { useCurrentUser } from '@acolhe/shared-auth';
import { AreaView } from '../area/AreaView';

export const RESTRICTED_TEXT = 'Acesso restrito a terapeutas.';

/** /usuario/:id — the shell's guard (role terapeuta + owner) runs before this mounts. */
export default function AreaTerapeutaPage() {
  const { id } = useParams();
  const user = useCurrentUser();
  let body;
  if (!user || user.tipo !== 'terapeuta') body = <Text>{RESTRICTED_TEXT}</Text>;
  else if (!id) body = <Text>ID do terapeuta não encontrado.</Text>;
  else body = <AreaView therapistId={id} user={user} />;
  return (
    <Container size="lg" py="xl">
      {body}
    </Container>
  );
}
