import { Container } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { SettingsView } from '../configuracoes/SettingsView';

/** /cliente/{id}/configuracoes (product.md#screens): the shell has already checked role cliente and ownership. */
export default function ClienteConfiguracoesPage() {
  const { id = '' } = useParams();
  return (
    <Container size="lg" py="xl">
      <SettingsView clientId={id} />
    </Container>
  );
}
