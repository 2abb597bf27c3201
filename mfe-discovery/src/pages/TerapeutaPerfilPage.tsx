import { useParams } from 'react-router-dom';
import { Box, Container, Grid, Stack } from '@mantine/core';
import { useTherapist } from '../api/useTherapist';
import { ReviewsCard } from '../avaliacoes/ReviewsCard';
import { AboutCard } from '../perfil/AboutCard';
import { BookingCardSlot } from '../perfil/BookingCardSlot';
import { EducationCard } from '../perfil/EducationCard';
import { ProfileHeaderCard } from '../perfil/ProfileHeaderCard';
import { ProfileError, ProfileSkeleton } from '../perfil/ProfileStates';
import { therapistIdOrDefault } from '../perfil/profileView';
import { VideoCard } from '../perfil/VideoCard';

/** /terapeuta/{id} — SPEC §2 public profile; the booking card comes from the booking remote. */
export default function TerapeutaPerfilPage() {
  const id = therapistIdOrDefault(useParams().id);
  const therapist = useTherapist(id);

  if (therapist.isPending) return <ProfileSkeleton />;
  if (therapist.isError) return <ProfileError onRetry={() => void therapist.refetch()} />;

  const t = therapist.data;
  return (
    <Container size="lg" py="xl">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <ProfileHeaderCard therapist={t} />
            <VideoCard url={t.youtubeVideoUrl} name={t.fullName} />
            <AboutCard therapist={t} />
            <EducationCard education={t.education ?? []} />
            <ReviewsCard therapistId={t.id} reviews={t.reviews ?? []} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          {/* Sticky below the shell's 64 px header while the long column scrolls. */}
          <Box pos="sticky" top={80}>
            <BookingCardSlot
              therapistId={t.id}
              sessionPrice={t.sessionPrice}
              sessionDuration={t.sessionDuration}
              sessionFormats={t.sessionFormats}
              officeNeighborhood={t.officeNeighborhood}
              officeCity={t.officeCity}
            />
          </Box>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
