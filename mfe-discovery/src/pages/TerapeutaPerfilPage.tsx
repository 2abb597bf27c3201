import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { Box, Container, Grid, Stack } from '@mantine/core';
import { therapistQuery, useTherapist } from '../api/hooks';
import { ReviewsCard } from '../avaliacoes/ReviewsCard';
import { AboutCard } from '../perfil/AboutCard';
import { BookingCardSlot } from '../perfil/BookingCardSlot';
import { EducationCard } from '../perfil/EducationCard';
import { ProfileHeaderCard } from '../perfil/ProfileHeaderCard';
import { apiErrorMessage, httpStatusOf, useCurrentUser } from '@acolhe/shared-auth';
import { PROFILE_IN_PREPARATION_MESSAGE } from '@acolhe/shared-domain';
import { usePageTitleContext, type ServerData } from '@acolhe/shared-ui';
import { ProfileError, ProfileNotFound, ProfilePreparing, ProfileSkeleton } from '../perfil/ProfileStates';
import { BOOKING_CARD_ANCHOR, StickyBookingBar } from '../perfil/StickyBookingBar';
import { profileErrorKind, profileTitleContext, therapistIdOrDefault } from '../perfil/profileView';
import { VideoCard } from '../perfil/VideoCard';

const OwnProfilePreparing = lazy(() => import('../perfil/OwnProfilePreparing'));

/** /terapeuta/{id} — product.md#screens public profile; the booking card comes from the booking remote. */
export default function TerapeutaPerfilPage() {
  const id = therapistIdOrDefault(useParams().id);
  const therapist = useTherapist(id);
  const user = useCurrentUser();
  const isOwner = user?.tipo === 'terapeuta' && user.id === id;
  // The tab names the therapist once known, as the server's head does (the shell owns the title).
  usePageTitleContext(therapist.data ? profileTitleContext(therapist.data) : null);

  if (therapist.isPending) return <ProfileSkeleton />;
  if (therapist.isError) {
    const kind = profileErrorKind(httpStatusOf(therapist.error), apiErrorMessage(therapist.error, ''), PROFILE_IN_PREPARATION_MESSAGE);
    if (kind === 'not-found') return <ProfileNotFound />;
    if (kind !== 'preparing') return <ProfileError onRetry={() => void therapist.refetch()} />;
    // the therapist herself sees what is still missing, not the visitor's message
    return isOwner ? (
      <Suspense fallback={<ProfileSkeleton />}>
        <OwnProfilePreparing therapistId={id} />
      </Suspense>
    ) : (
      <ProfilePreparing />
    );
  }

  const t = therapist.data;
  return (
    <Container size="lg" py="xl" pb={{ base: 96, md: 'xl' }}>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <ProfileHeaderCard therapist={t} />
            <VideoCard url={t.youtubeVideoUrl} name={t.fullName} />
            <AboutCard therapist={t} />
            <EducationCard education={t.education ?? []} />
            <ReviewsCard therapistId={t.id} reviews={t.reviews ?? []} canReview={t.canReview === true} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          {/* Sticky below the shell's 64 px header while the long column scrolls. */}
          <Box pos="sticky" top={80} id={BOOKING_CARD_ANCHOR} tabIndex={-1} style={{ scrollMarginTop: 80 }}>
            <BookingCardSlot
              therapistId={t.id}
              sessionPrice={t.sessionPrice}
              sessionDuration={t.sessionDuration}
              sessionFormats={t.sessionFormats}
              officeNeighborhood={t.officeNeighborhood}
              officeCity={t.officeCity}
              freeFirstSession={t.freeFirstSession}
            />
          </Box>
        </Grid.Col>
      </Grid>
      <StickyBookingBar therapist={t} />
    </Container>
  );
}

/** The data the server renders this page with: the profile as a visitor reads it. */
export const serverData: ServerData = async (client, { params }) => {
  await client.fetchQuery(therapistQuery(therapistIdOrDefault(params.id), null));
};
