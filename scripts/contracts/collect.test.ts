import { collectLoads } from './collect';

it('finds what the shell’s route table mounts and what the profile page loads from booking', async () => {
  const loads = await collectLoads();
  expect(loads).toContainEqual({ module: 'booking/AgendarPage', by: 'shell (rota /agendar/:id)' });
  expect(loads).toContainEqual({ module: 'discovery/HomePage', by: 'shell (rota /)' });
  expect(loads).toContainEqual({ module: 'booking/BookingCard', by: 'mfe-discovery/src/perfil/BookingCardSlot.tsx' });
  expect(loads.filter((l) => l.by.startsWith('shell (rota'))).toHaveLength(10);
});
