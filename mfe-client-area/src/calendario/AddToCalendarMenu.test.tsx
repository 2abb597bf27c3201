// 'Adicionar ao calendário' on a confirmed session: the Google Agenda link and the .ics download.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatOfficeAddress } from '@acolhe/shared-domain';
import { renderAt, signInForEachTest } from '@acolhe/shared-ui/testing';
import ClienteDashboardPage from '../pages/ClienteDashboardPage';
import { freezeNowForEachTest } from '../test/clock';
import { installFakeApi, type RouteHandler } from '../test/fakeApi';
import { CLIENT_ID, OFFICE, appointment, client, CLIENT_USER } from '../test/fixtures';

const NOW = new Date('2030-03-04T10:00:00-03:00');
const ONLINE = appointment({ id: 'onl', status: 'CONFIRMED', therapistName: 'Ana Souza', date: '2030-03-07', time: '18:00', meetingLink: 'https://meet.example/abc' });
const PRESENCIAL = appointment({ id: 'pres', status: 'CONFIRMED', therapistName: 'Marina Duarte', date: '2030-03-06', time: '10:00', modality: 'presencial', officeAddress: OFFICE, durationMinutes: 45 });
const PENDING = appointment({ id: 'pend', status: 'PENDING', therapistName: 'João Prado', date: '2030-03-20', time: '09:00' });
const ICS = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';

function setup(icsRoute?: RouteHandler) {
  const api = installFakeApi({
    [`GET clientes/${CLIENT_ID}`]: { body: client() },
    'GET sessoes/cliente': { body: [ONLINE, PRESENCIAL, PENDING] },
    'GET sessoes/onl/calendario.ics':
      icsRoute ?? (() => ({ raw: ICS, headers: { 'content-type': 'text/calendar; charset=utf-8', 'content-disposition': 'attachment; filename="sessao-2030-03-07.ics"' } })),
  });
  const user = userEvent.setup({ delay: null });
  renderAt(<ClienteDashboardPage />, { route: `/cliente/${CLIENT_ID}`, path: '/cliente/:id' });
  return { api, user };
}

const menuButton = (which: string) => screen.findByRole('button', { name: `Adicionar ao calendário: ${which}` });

let saved: { href: string; download: string }[];
let created: Blob[];
signInForEachTest(CLIENT_USER);
freezeNowForEachTest(NOW);
beforeEach(() => {
  saved = [];
  created = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    created.push(blob);
    return 'blob:http://localhost/convite';
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
});
afterEach(() => jest.restoreAllMocks());

it('Google Agenda: a new tab with the title, the times in UTC, Brazil time zone and the meeting link', async () => {
  const { user } = setup();
  await user.click(await menuButton('consulta com Ana Souza em 07/03/2030 às 18:00'));
  const google = await screen.findByRole('menuitem', { name: 'Google Agenda', hidden: true });
  expect(google).toHaveAttribute('target', '_blank');
  expect(google).toHaveAttribute('rel', 'noopener noreferrer');
  const url = new URL(google.getAttribute('href')!);
  expect(`${url.origin}${url.pathname}`).toBe('https://calendar.google.com/calendar/render');
  expect(url.searchParams.get('action')).toBe('TEMPLATE');
  expect(url.searchParams.get('text')).toBe('Sessão com Ana Souza');
  // 18:00–18:50 in São Paulo = 21:00–21:50 UTC
  expect(url.searchParams.get('dates')).toBe('20300307T210000Z/20300307T215000Z');
  expect(url.searchParams.get('ctz')).toBe('America/Sao_Paulo');
  expect(url.searchParams.get('location')).toBe('https://meet.example/abc');
});

it('Google Agenda of a presencial session: the office address, and its own length', async () => {
  const { user } = setup();
  await user.click(await menuButton('consulta com Marina Duarte em 06/03/2030 às 10:00'));
  const google = await screen.findByRole('menuitem', { name: 'Google Agenda', hidden: true });
  const url = new URL(google.getAttribute('href')!);
  expect(url.searchParams.get('text')).toBe('Sessão com Marina Duarte');
  expect(url.searchParams.get('dates')).toBe('20300306T130000Z/20300306T134500Z');
  expect(url.searchParams.get('location')).toBe(formatOfficeAddress(OFFICE));
});

it("'Baixar convite (.ics)': the api's file, saved under the name of its Content-Disposition", async () => {
  const { api, user } = setup();
  await user.click(await menuButton('consulta com Ana Souza em 07/03/2030 às 18:00'));
  await user.click(await screen.findByRole('menuitem', { name: 'Baixar convite (.ics)', hidden: true }));
  await waitFor(() => expect(saved).toHaveLength(1));
  expect(api.callsTo('GET', 'sessoes/onl/calendario.ics')).toHaveLength(1);
  expect(saved[0]).toEqual({ href: 'blob:http://localhost/convite', download: 'sessao-2030-03-07.ics' });
  expect(created[0]!.type).toBe('text/calendar');
  expect(await created[0]!.text()).toBe(ICS);
});

it('without a Content-Disposition the file is sessao-acolhe.ics', async () => {
  const { user } = setup(() => ({ raw: ICS, headers: { 'content-type': 'text/calendar' } }));
  await user.click(await menuButton('consulta com Ana Souza em 07/03/2030 às 18:00'));
  await user.click(await screen.findByRole('menuitem', { name: 'Baixar convite (.ics)', hidden: true }));
  await waitFor(() => expect(saved).toHaveLength(1));
  expect(saved[0]!.download).toBe('sessao-acolhe.ics');
});

it('a refused download says why and saves nothing', async () => {
  const { user } = setup(() => ({ status: 409, body: { message: 'Só sessões confirmadas têm convite.' } }));
  await user.click(await menuButton('consulta com Ana Souza em 07/03/2030 às 18:00'));
  await user.click(await screen.findByRole('menuitem', { name: 'Baixar convite (.ics)', hidden: true }));
  expect(await screen.findByText('Erro ao baixar convite')).toBeInTheDocument();
  expect(screen.getByText('Só sessões confirmadas têm convite.')).toBeInTheDocument();
  expect(saved).toHaveLength(0);
});

it('is offered only on confirmed sessions', async () => {
  const { user } = setup();
  await menuButton('consulta com Ana Souza em 07/03/2030 às 18:00');
  await user.click(screen.getByRole('tab', { name: 'Pendentes' }));
  await screen.findByRole('listitem', { name: /João Prado/ });
  expect(screen.queryByRole('button', { name: /Adicionar ao calendário/ })).not.toBeInTheDocument();
});
