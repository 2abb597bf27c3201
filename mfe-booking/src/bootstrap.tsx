import { Container } from '@mantine/core';
import { Route, Routes, useParams } from 'react-router-dom';
import { mountHarness } from '@acolhe/shared-ui/harness';
import AgendarPage from './pages/AgendarPage';
import BookingCard from './pages/BookingCard';

// Standalone page for this remote's team (pnpm --filter @acolhe/mfe-booking dev); in the product the shell mounts the pages.
// /card/:id mounts the card with only the id (the profile page may pass no more), at the width of the profile's side column.
function CardWithIdOnly() {
  const { id = '' } = useParams();
  return <BookingCard therapistId={id} />;
}

void mountHarness({
  title: 'Acolhe — agendamento',
  links: [
    { to: '/agendar/d0000000-0000-4000-8000-000000000001', label: 'Agendar consulta' },
    { to: '/card/d0000000-0000-4000-8000-000000000001', label: 'Cartão de agendamento' },
  ],
  routes: (
    <Routes>
      <Route path="/agendar/:id" element={<AgendarPage />} />
      <Route
        path="/card/:id"
        element={
          <Container size={420} py="xl">
            <CardWithIdOnly />
          </Container>
        }
      />
    </Routes>
  ),
});
