import type { ReactNode } from 'react';
import { Container, Text } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { useCurrentUser, type CurrentUser } from '@acolhe/shared-auth';

export const RESTRICTED_TEXT = 'Acesso restrito a terapeutas.';

/** A page of the area at /usuario/:id…: its content once a therapist is signed in and the path has
 * the id (the shell's guard, role terapeuta + owner, runs before it mounts). */
export function TherapistPage({ children }: { children: (therapistId: string, user: CurrentUser) => ReactNode }) {
  const { id } = useParams();
  const user = useCurrentUser();
  let body;
  if (!user || user.tipo !== 'terapeuta') body = <Text>{RESTRICTED_TEXT}</Text>;
  else if (!id) body = <Text>ID do terapeuta não encontrado.</Text>;
  else body = children(id, user);
  return (
    <Container size="lg" py="xl">
      {body}
    </Container>
  );
}
