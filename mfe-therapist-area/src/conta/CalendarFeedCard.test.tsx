import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt, signInForEachTest } from '@acolhe/shared-ui/testing';
import { installFakeApi, json, type RouteHandler, THERAPIST_USER } from '../test/fakeApi';
import { CalendarFeedCard } from './CalendarFeedCard';
import { SETTINGS_PAGE, renderOnSettingsPage } from '../test/settingsPage';

const OLD = 'http://localhost:4000/agenda/terapeutas/t1/calendario.ics?token=antigo';
const NEW = 'http://localhost:4000/agenda/terapeutas/t1/calendario.ics?token=novo';

function setup(rotate: RouteHandler = () => json({ url: NEW })) {
  const api = installFakeApi({ 'GET agenda/calendario': json({ url: OLD }), 'POST agenda/calendario/token': rotate });
  return { api, user: renderOnSettingsPage(<CalendarFeedCard />) };
}

signInForEachTest(THERAPIST_USER);

it('explains the private feed and shows its address read-only', async () => {
  setup();
  expect(await screen.findByRole('heading', { name: 'Calendário' })).toBeInTheDocument();
  expect(screen.getByText('Assine este endereço no Google Agenda, Apple Calendário ou Outlook para ver suas sessões confirmadas.')).toBeInTheDocument();
  const field = await screen.findByRole('textbox', { name: 'Endereço do seu calendário' });
  expect(field).toHaveValue(OLD);
  expect(field).toHaveAttribute('readonly');
});

it("'Copiar endereço' puts the address on the clipboard and says so", async () => {
  const { user } = setup();
  // user-event's clipboard stub stands in for the browser's; its write is observed
  const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
  await screen.findByDisplayValue(OLD);
  await user.click(screen.getByRole('button', { name: 'Copiar endereço' }));
  expect(await screen.findByRole('button', { name: 'Endereço copiado' })).toBeInTheDocument();
  expect(writeText).toHaveBeenCalledWith(OLD);
});

it('a refused copy asks to copy by hand', async () => {
  const { user } = setup();
  jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('negado', 'NotAllowedError'));
  await screen.findByDisplayValue(OLD);
  await user.click(screen.getByRole('button', { name: 'Copiar endereço' }));
  expect(await screen.findByText('Selecione o endereço e copie manualmente.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Copiar endereço' })).toBeInTheDocument();
});

it("'Gerar novo endereço' asks first; keeping the address sends nothing", async () => {
  const { api, user } = setup();
  await screen.findByDisplayValue(OLD);
  await user.click(screen.getByRole('button', { name: 'Gerar novo endereço' }));
  const dialog = await screen.findByRole('dialog', { name: 'Gerar novo endereço?' });
  expect(dialog).toHaveTextContent('O endereço atual deixará de funcionar');
  await user.click(within(dialog).getByRole('button', { name: 'Manter endereço atual' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(api.callsTo('POST', 'agenda/calendario/token')).toHaveLength(0);
  expect(screen.getByRole('textbox', { name: 'Endereço do seu calendário' })).toHaveValue(OLD);
});

it('confirmed, POST /agenda/calendario/token gives the new address, shown at once', async () => {
  const { api, user } = setup();
  await screen.findByDisplayValue(OLD);
  await user.click(screen.getByRole('button', { name: 'Gerar novo endereço' }));
  const dialog = await screen.findByRole('dialog', { name: 'Gerar novo endereço?' });
  await user.click(within(dialog).getByRole('button', { name: 'Gerar novo endereço' }));
  expect(await screen.findByText('Novo endereço gerado')).toBeInTheDocument();
  expect(api.callsTo('POST', 'agenda/calendario/token')).toHaveLength(1);
  expect(screen.getByRole('textbox', { name: 'Endereço do seu calendário' })).toHaveValue(NEW);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it('a refused rotation says why, keeps the dialog and the old address', async () => {
  const { user } = setup(() => json({ message: 'Apenas terapeutas têm calendário.' }, 409));
  await screen.findByDisplayValue(OLD);
  await user.click(screen.getByRole('button', { name: 'Gerar novo endereço' }));
  const dialog = await screen.findByRole('dialog', { name: 'Gerar novo endereço?' });
  await user.click(within(dialog).getByRole('button', { name: 'Gerar novo endereço' }));
  expect(await screen.findByText('Erro ao gerar endereço')).toBeInTheDocument();
  expect(screen.getByText('Apenas terapeutas têm calendário.')).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Gerar novo endereço?' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Endereço do seu calendário', hidden: true })).toHaveValue(OLD);
});

it('a load failure says so, with a retry', async () => {
  let fail = true;
  installFakeApi({ 'GET agenda/calendario': () => (fail ? json({ message: 'x' }, 404) : json({ url: OLD })) });
  renderAt(<CalendarFeedCard />, SETTINGS_PAGE);
  expect(await screen.findByText('Não foi possível carregar o endereço do seu calendário.')).toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
  expect(await screen.findByDisplayValue(OLD)).toBeInTheDocument();
});
