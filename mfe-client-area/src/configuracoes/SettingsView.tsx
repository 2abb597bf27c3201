import { Anchor, Grid, Stack, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useCurrentUser } from '@acolhe/shared-auth';
import { SectionErrorBoundary } from '@acolhe/shared-ui';
import { AccountAccessCards, ChangePasswordCard, PrivacyCard } from '@acolhe/shared-ui/area-privada';
import { PhotoCard } from '../foto/PhotoCard';
import { PersonalDataForm } from '../perfil/PersonalDataForm';
import { EmailRemindersCard } from '../preferencias/EmailRemindersCard';
import { useProfileForm } from '../perfil/useProfileForm';

/** /cliente/{id}/configuracoes: photo, security, e-mail, sessions, e-mail reminders, privacy and personal data (product.md#screens). */
export function SettingsView({ clientId }: { clientId: string }) {
  const controller = useProfileForm(clientId);
  const user = useCurrentUser();
  const client = controller.query.data;

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={`/cliente/${encodeURIComponent(clientId)}`} size="sm">
        Voltar ao perfil
      </Anchor>
      <Title order={1}>Configurações da conta</Title>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <SectionErrorBoundary>
              <PhotoCard
                clientId={clientId}
                name={client?.name || user?.name || ''}
                imageUrl={client?.image || user?.image || ''}
                onUploaded={controller.setImage}
              />
            </SectionErrorBoundary>
            <SectionErrorBoundary>
              <ChangePasswordCard title="Segurança" />
            </SectionErrorBoundary>
            <AccountAccessCards />
            <SectionErrorBoundary>
              <EmailRemindersCard />
            </SectionErrorBoundary>
            <SectionErrorBoundary>
              <PrivacyCard tipo="cliente" />
            </SectionErrorBoundary>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <PersonalDataForm controller={controller} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
