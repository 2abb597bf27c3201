import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AvailabilityRecord, TherapistProfileForm } from '@acolhe/shared-domain';
import { SettingsView } from './SettingsView';
import { therapist } from '../test/fixtures';
import { installFakeApi, json, THERAPIST_USER } from '../test/fakeApi';
import { renderAt, signInForEachTest } from '@acolhe/shared-ui/testing';
import { fill } from '../test/typing';

const AVAILABILITY = 'agenda/terapeutas/t1/disponibilidade';

function api() {
  return installFakeApi({
    'GET terapeutas/t1': json(therapist({ sessionDuration: 50 })),
    'GET especialidades': json([{ id: 'ansiedade', name: 'Ansiedade' }]),
    'PUT terapeutas/t1': json(therapist({ sessionDuration: 45 })), // the record, as updateTherapistProfile answers it
    [`GET ${AVAILABILITY}`]: json(null, 404),
    [`POST ${AVAILABILITY}`]: ({ body }) => json({ ...(body as object), id: '2' }),
    'GET agenda/terapeutas/t1/bloqueios': json([]),
    'GET agenda/terapeutas/t1/feriados': json([]),
    'GET agenda/terapeutas/t1/calendarios-externos': json([]),
  });
}

const renderView = () =>
  renderAt(<SettingsView therapistId="t1" userName="Marina Duarte" />, {
    route: '/usuario/t1/configuracoes',
    path: '/usuario/:id/configuracoes',
    otherPaths: ['/usuario/:id'],
  });
const panel = (name: string) => screen.getByRole('tabpanel', { name });
const openTab = (name: string) => userEvent.click(screen.getByRole('tab', { name }));

signInForEachTest(THERAPIST_USER);

it('one session length: typed in Perfil, shown and previewed in Disponibilidade, and each save sends the same value', async () => {
  const net = api();
  renderView();
  await screen.findByRole('heading', { name: 'Configurações do Perfil' });
  const profileDuration = within(panel('Perfil')).getByLabelText(/^Duração da sessão/);
  expect(profileDuration).toHaveValue('50');
  await fill(profileDuration, '60');

  await openTab('Disponibilidade');
  const availability = panel('Disponibilidade');
  expect(within(availability).getByLabelText(/^Duração da sessão/)).toHaveValue('60');
  // Monday 09:00–17:00 by 60 minutes: 8 slots (50 minutes would give 9)
  expect(within(within(availability).getByRole('region', { name: 'Segunda-feira' })).getByText('8 horários')).toBeInTheDocument();

  // edited here, the Perfil tab follows, rest and notice included in its save
  await fill(within(availability).getByLabelText(/^Duração da sessão/), '45');
  await userEvent.click(within(availability).getByRole('combobox', { name: /Intervalo entre sessões/ }));
  await userEvent.click(screen.getByRole('option', { name: '15 minutos', hidden: true }));
  await userEvent.click(within(availability).getByRole('button', { name: 'Salvar disponibilidade' }));
  expect(await screen.findByText('Disponibilidade salva!')).toBeInTheDocument();
  expect(net.callsTo('POST', AVAILABILITY)[0]!.body as AvailabilityRecord).toMatchObject({ sessionDuration: 45, bufferMinutes: 15, minNoticeHours: 12 });

  await openTab('Perfil');
  expect(within(panel('Perfil')).getByLabelText(/^Duração da sessão/)).toHaveValue('45');
  await userEvent.click(within(panel('Perfil')).getByRole('button', { name: 'Salvar Perfil' }));
  expect(await screen.findByText('Perfil atualizado com sucesso!')).toBeInTheDocument();
  expect(net.callsTo('PUT', 'terapeutas/t1')[0]!.body as TherapistProfileForm).toMatchObject({
    sessionDuration: 45,
    bufferMinutes: 15,
    minNoticeHours: 12,
  });
}, 90_000); // the whole view, typed through two tabs: slow under jsdom on a busy machine

it('a notice typed wrong in Disponibilidade stops the profile save with a pointer to that tab', async () => {
  const net = api();
  renderView();
  await screen.findByRole('heading', { name: 'Configurações do Perfil' });
  await openTab('Disponibilidade');
  await fill(within(panel('Disponibilidade')).getByLabelText(/^Antecedência mínima para agendamento/), '100');
  await openTab('Perfil');
  await userEvent.click(within(panel('Perfil')).getByRole('button', { name: 'Salvar Perfil' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Corrija na aba Disponibilidade');
  expect(alert).toHaveTextContent('A antecedência mínima deve ser de 0 a 72 horas.');
  expect(net.callsTo('PUT', 'terapeutas/t1')).toHaveLength(0);
}, 90_000);

it('Conta: the calendar feed, the reminders switch and the privacy card', async () => {
  installFakeApi({
    'GET terapeutas/t1': json(therapist({ sessionDuration: 50 })),
    'GET especialidades': json([]),
    [`GET ${AVAILABILITY}`]: json(null, 404),
    'GET agenda/terapeutas/t1/bloqueios': json([]),
    'GET agenda/terapeutas/t1/feriados': json([]),
    'GET me/preferencias': json({ lembretesEmail: true }),
    'GET agenda/calendario': json({ url: 'http://localhost:4000/agenda/terapeutas/t1/calendario.ics?token=abc' }),
  });
  renderView();
  await openTab('Conta');
  const conta = panel('Conta');
  expect(await within(conta).findByRole('heading', { name: 'Calendário' })).toBeInTheDocument();
  expect(await within(conta).findByRole('textbox', { name: 'Endereço do seu calendário' })).toHaveValue(
    'http://localhost:4000/agenda/terapeutas/t1/calendario.ics?token=abc',
  );
  expect(await within(conta).findByRole('switch', { name: 'Receber lembretes por e-mail (24 h e 1 h antes da sessão)' })).toBeChecked();
  expect(within(conta).getByRole('button', { name: 'Exportar meus dados' })).toBeInTheDocument();
});

it("a checklist link opens the tab that holds the field: 'Horários de atendimento' → Disponibilidade (issue 30)", async () => {
  installFakeApi({
    'GET terapeutas/t1': json({ ...therapist({ sessionDuration: 50 }), missingForPublication: ['availability'], publishable: false }),
    'GET especialidades': json([{ id: 'ansiedade', name: 'Ansiedade' }]),
    [`GET ${AVAILABILITY}`]: json(null, 404),
    'GET agenda/terapeutas/t1/bloqueios': json([]),
    'GET agenda/terapeutas/t1/feriados': json([]),
  });
  renderView();
  const link = await screen.findByRole('link', { name: 'Horários de atendimento (aba Disponibilidade) (pendente)' });
  expect(screen.getByRole('tab', { name: 'Perfil' })).toHaveAttribute('aria-selected', 'true');
  await userEvent.click(link);
  expect(screen.getByRole('tab', { name: 'Disponibilidade' })).toHaveAttribute('aria-selected', 'true');
});

it("opened at #perfil-crp, the Perfil tab's CRP field gets the focus", async () => {
  api();
  renderAt(<SettingsView therapistId="t1" userName="Marina Duarte" />, {
    route: '/usuario/t1/configuracoes#perfil-crp',
    path: '/usuario/:id/configuracoes',
  });
  await screen.findByRole('heading', { name: 'Configurações do Perfil' });
  // the profile's field (the verification card above it has a CRP field of its own)
  const crp = document.getElementById('perfil-crp');
  expect(crp).toHaveAccessibleName(/^CRP/);
  await new Promise((r) => setTimeout(r, 150));
  expect(document.activeElement).toBe(crp);
});

it("the Conta tab has 'Alterar senha' (the client's card and dialog, shared)", async () => {
  api();
  renderView();
  await openTab('Conta');
  await userEvent.click(within(panel('Conta')).getByRole('button', { name: 'Alterar senha' }));
  expect(await screen.findByRole('dialog', { name: 'Alterar senha' })).toBeInTheDocument();
  expect(screen.getByLabelText('Senha atual')).toBeInTheDocument();
});

it("opened at #verificacao (the area's banner), the Perfil tab's 'Verificação profissional' card gets the focus", async () => {
  api();
  renderAt(<SettingsView therapistId="t1" userName="Marina Duarte" />, {
    route: '/usuario/t1/configuracoes#verificacao',
    path: '/usuario/:id/configuracoes',
  });
  const card = await screen.findByRole('region', { name: 'Verificação profissional' });
  expect(screen.getByRole('tab', { name: 'Perfil' })).toHaveAttribute('aria-selected', 'true');
  await new Promise((r) => setTimeout(r, 150));
  expect(document.activeElement).toBe(card);
});

it("opened at #calendarios-externos (a broken calendar's e-mail), the Disponibilidade tab's 'Calendários externos' gets the focus", async () => {
  api();
  renderAt(<SettingsView therapistId="t1" userName="Marina Duarte" />, {
    route: '/usuario/t1/configuracoes#calendarios-externos',
    path: '/usuario/:id/configuracoes',
  });
  const section = await screen.findByRole('region', { name: 'Calendários externos' });
  expect(screen.getByRole('tab', { name: 'Disponibilidade' })).toHaveAttribute('aria-selected', 'true');
  expect(await within(section).findByText('Nenhum calendário conectado.')).toBeInTheDocument();
  await new Promise((r) => setTimeout(r, 150));
  expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Calendários externos' }));
});
