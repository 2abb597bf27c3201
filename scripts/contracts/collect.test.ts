import { collectLoads } from './collect';

it('finds what the shell’s route table mounts and what the profile page loads from booking', async () => {
  const loads = await collectLoads();
  expect(loads).toContainEqual({ module: 'booking/AgendarPage', by: 'shell (rota /agendar/:id)' });
  expect(loads).toContainEqual({ module: 'discovery/HomePage', by: 'shell (rota /)' });
  expect(loads).toContainEqual({ module: 'booking/BookingCard', by: 'mfe-discovery/src/perfil/BookingCardSlot.tsx' });
  expect(loads).toContainEqual({ module: 'discovery/InstitucionalPage', by: 'shell (rota /politica-de-privacidade)' });
  // every route of the table that mounts a remote page: the 10 of the product's pages, the 5
  // institutional pages of the footer (issue 30), the operators' console (issue 32) and the session's
  // video room (issue 33) and a series' room (issue 41)
  expect(loads.filter((l) => l.by.startsWith('shell (rota'))).toHaveLength(18);
  expect(loads).toContainEqual({ module: 'booking/SalaPage', by: 'shell (rota /sessao/:id/sala)' });
});
