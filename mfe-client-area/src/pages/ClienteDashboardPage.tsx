import { Container, Stack } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { SectionErrorBoundary } from '@acolhe/shared-ui';
import { MinhasConsultas } from '../consultas/MinhasConsultas';
import { ListaDeEspera } from '../espera/ListaDeEspera';
import { ClientSummary } from '../painel/ClientSummary';
import { CopiaProntuario } from '../prontuario/CopiaProntuario';

/** /cliente/{id} (product.md#screens): the shell has already checked role cliente and ownership. */
export default function ClienteDashboardPage() {
  const { id = '' } = useParams();
  return (
    <Container size="md" py="xl">
      <Stack gap="xl">
        <ClientSummary clientId={id} />
        {/* a freed time held for the client comes first (nothing when on no list) */}
        <SectionErrorBoundary>
          <ListaDeEspera />
        </SectionErrorBoundary>
        <SectionErrorBoundary>
          <MinhasConsultas />
        </SectionErrorBoundary>
        <SectionErrorBoundary>
          <CopiaProntuario />
        </SectionErrorBoundary>
      </Stack>
    </Container>
  );
}
