import { Alert, Grid, Stack, Text } from '@mantine/core';
import { PUBLICATION_FIELDS } from '@acolhe/shared-domain';
import type { CurrentUser } from '@acolhe/shared-auth';
import { useMyTherapist } from '../api';
import { AppointmentManager } from '../agenda/AppointmentManager';
import { ReceivedReviews } from '../avaliacoes/ReceivedReviews';
import { PublicationChecklist } from '@acolhe/shared-ui/area-privada';
import { isProfileComplete, isPublishable } from '../perfil/profileForm';
import { WeekOverview } from '../semana/WeekOverview';
import { ProntuarioSection } from '../prontuario/ProntuarioSection';
import { VerificacaoBanner } from '../verificacao/VerificacaoBanner';
import { AreaHeader } from './AreaHeader';
import { INCOMPLETE_PROMPT, ProfileOverview } from './ProfileOverview';

export const NOT_LISTED_PROMPT = 'Seu perfil ainda não aparece para os clientes. Complete os itens abaixo:';

/** /usuario/{id}: header, the incomplete-profile prompt, the counts and the week's agenda, profile
 * sections, the appointment manager and the reviews received. */
export function AreaView({ therapistId, user, now }: { therapistId: string; user: CurrentUser; now?: Date }) {
  const therapist = useMyTherapist(therapistId);
  const record = therapist.data ?? null;
  const name = record?.fullName || user.name;
  const image = record?.profileImageUrl || record?.image || user.image;
  return (
    <Stack gap="lg">
      <AreaHeader therapistId={therapistId} name={name} imageUrl={image} />
      <VerificacaoBanner therapistId={therapistId} />
      {/* until listed: what is still missing, each item a link to its field */}
      {therapist.isSuccess && (!record || !isPublishable(record)) && (
        <PublicationChecklist
          therapistId={therapistId}
          missing={record?.missingForPublication ?? PUBLICATION_FIELDS}
          profileSaved={isProfileComplete(record)}
          intro={isProfileComplete(record) ? NOT_LISTED_PROMPT : INCOMPLETE_PROMPT}
        />
      )}
      <WeekOverview now={now} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 1, md: 2 }}>
          <AppointmentManager now={now} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 2, md: 1 }}>
          {therapist.isPending && <Text>Carregando...</Text>}
          {therapist.isError && (
            <Alert color="red" variant="light" title="Erro ao carregar dados">
              Não foi possível carregar seu perfil.
            </Alert>
          )}
          {record && <ProfileOverview therapist={record} />}
        </Grid.Col>
      </Grid>
      <ProntuarioSection />
      <ReceivedReviews therapistId={therapistId} />
    </Stack>
  );
}
