import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@acolhe/shared-auth';
import ClienteConfiguracoesPage from '../pages/ClienteConfiguracoesPage';
import { installFakeApi, signIn, type RouteHandler } from '../test/fakeApi';
import { CLIENT_ID, CLIENT_USER, client } from '../test/fixtures';
import { renderAt, signInForEachTest } from '@acolhe/shared-ui/testing';

jest.mock('@acolhe/shared-ui/area-privada', () => ({
  ...jest.requireActual('@acolhe/shared-ui/area-privada'),
  ChangePasswordDialog: jest.requireActual('../test/fakeChangePasswordDialog').FakeChangePasswordDialog,
}));


const UPLOAD = `POST clientes/${CLIENT_ID}/upload-profile-image`;
const NEW_URL = 'http://api.test/uploads/clientes/c1.png';

function png(name: string, size: number) {
  return new File([new Uint8Array(size)], name, { type: 'image/png' });
}

function renderSettings(extra: Record<string, RouteHandler | { status?: number; body?: unknown }> = {}) {
  const api = installFakeApi({ [`GET clientes/${CLIENT_ID}`]: { body: client() }, ...extra });
  renderAt(<ClienteConfiguracoesPage />, { route: `/cliente/${CLIENT_ID}/configuracoes`, path: '/cliente/:id/configuracoes' });
  return api;
}

const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;

signInForEachTest(CLIENT_USER);

describe('client photo card', () => {
  it("fetches the current photo first, at its size (the settings page's main image)", async () => {
    installFakeApi({ [`GET clientes/${CLIENT_ID}`]: { body: client({ image: 'http://api.test/uploads/clientes/c1.png' }) } });
    renderAt(<ClienteConfiguracoesPage />, { route: `/cliente/${CLIENT_ID}/configuracoes`, path: '/cliente/:id/configuracoes' });
    const photo = await screen.findByRole('img', { name: 'Sua foto de perfil' });
    expect(photo).toHaveAttribute('width', '112');
    expect(photo).toHaveAttribute('height', '112');
    expect(photo).toHaveAttribute('loading', 'eager');
    expect(photo).toHaveAttribute('fetchpriority', 'high');
  });

  it("refuses a file that is not an image: 'Arquivo inválido' / 'Por favor, selecione uma imagem válida.'", async () => {
    const api = renderSettings();
    // the picker offers images only; a user may still switch it to "all files"
    const user = userEvent.setup({ delay: null, applyAccept: false });
    await screen.findByRole('button', { name: 'Escolher foto' });
    expect(fileInput()).toHaveAttribute('accept', 'image/*');
    await user.upload(fileInput(), new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Arquivo inválido')).toBeInTheDocument();
    expect(screen.getByText('Por favor, selecione uma imagem válida.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar foto' })).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it("refuses an image over 1MB: 'Arquivo muito grande' / 'A imagem deve ter no máximo 1MB.'", async () => {
    const api = renderSettings();
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('button', { name: 'Escolher foto' });
    await user.upload(fileInput(), png('grande.png', 2 * 1024 * 1024));
    expect(await screen.findByText('Arquivo muito grande')).toBeInTheDocument();
    expect(screen.getByText('A imagem deve ter no máximo 1MB.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar foto' })).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('previews the chosen image; Cancelar discards it without sending', async () => {
    const api = renderSettings();
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('button', { name: 'Escolher foto' });
    await user.upload(fileInput(), png('eu.png', 1000));
    expect(await screen.findByText('Pré-visualização: eu.png')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByText('Pré-visualização: eu.png')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Escolher foto' })).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it("uploads: 'Imagem enviada' toast, header avatar (session user) and form image updated, client refetched", async () => {
    let record = client();
    const api = renderSettings({
      [`GET clientes/${CLIENT_ID}`]: () => ({ body: record }),
      [UPLOAD]: () => {
        record = { ...record, image: NEW_URL };
        return { body: { url: NEW_URL, imageUrl: NEW_URL } };
      },
      'POST clientes': { body: {} },
    });
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('button', { name: 'Escolher foto' });
    await user.upload(fileInput(), png('eu.png', 1024 * 1024));
    await user.click(await screen.findByRole('button', { name: 'Enviar foto' }));

    expect(await screen.findByText('Imagem enviada')).toBeInTheDocument();
    expect(screen.getByText('Sua foto de perfil foi atualizada com sucesso!')).toBeInTheDocument();
    const sent = api.callsTo('POST', `clientes/${CLIENT_ID}/upload-profile-image`)[0]?.body as FormData;
    expect((sent.get('file') as File).name).toBe('eu.png');
    expect(useSession.getState().user?.image).toBe(NEW_URL);
    await waitFor(() => expect(api.callsTo('GET', `clientes/${CLIENT_ID}`).length).toBeGreaterThanOrEqual(2));
    expect(await screen.findByRole('button', { name: 'Alterar foto' })).toBeInTheDocument();

    // the next profile save keeps the new picture
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(api.callsTo('POST', 'clientes')).toHaveLength(1));
    expect(api.callsTo('POST', 'clientes')[0]?.body).toMatchObject({ image: NEW_URL });
  });

  it("keeps the preview and says 'Erro no upload' when the upload fails", async () => {
    renderSettings({ [UPLOAD]: { status: 500, body: { message: 'falhou' } } });
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('button', { name: 'Escolher foto' });
    await user.upload(fileInput(), png('eu.png', 1000));
    await user.click(await screen.findByRole('button', { name: 'Enviar foto' }));
    expect(await screen.findByText('Erro no upload')).toBeInTheDocument();
    expect(screen.getByText('Não foi possível enviar a imagem. Tente novamente.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar foto' })).toBeInTheDocument();
    expect(useSession.getState().user?.image).toBe('');
  });
});

describe("client photo card: 'Remover foto'", () => {
  const REMOVE = `DELETE clientes/${CLIENT_ID}/profile-image`;
  const WITH_PHOTO = 'http://api.test/uploads/clientes/c1/atual.png';

  it('is offered only when there is a photo', async () => {
    renderSettings({ [`GET clientes/${CLIENT_ID}`]: { body: client({ image: '' }) } });
    await screen.findByRole('button', { name: 'Escolher foto' });
    expect(screen.queryByRole('button', { name: 'Remover foto' })).not.toBeInTheDocument();
  });

  it("asks first; confirming deletes it: 'Foto removida', initials in the card and the header, the next save sends no image", async () => {
    signIn({ ...CLIENT_USER, image: WITH_PHOTO });
    let record = client({ image: WITH_PHOTO });
    const api = renderSettings({
      [`GET clientes/${CLIENT_ID}`]: () => ({ body: record }),
      [REMOVE]: () => {
        record = { ...record, image: '' };
        return { body: { url: '', imageUrl: '' } };
      },
      'POST clientes': { body: {} },
    });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Remover foto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remover foto de perfil' });
    expect(api.callsTo('DELETE', `clientes/${CLIENT_ID}/profile-image`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Remover foto' }));

    expect(await screen.findByText('Foto removida')).toBeInTheDocument();
    expect(screen.getByText('Sua foto de perfil foi removida.')).toBeInTheDocument();
    expect(api.callsTo('DELETE', `clientes/${CLIENT_ID}/profile-image`)).toHaveLength(1);
    expect(useSession.getState().user?.image).toBe('');
    expect(await screen.findByRole('button', { name: 'Escolher foto' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remover foto' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Sua foto de perfil' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(api.callsTo('POST', 'clientes')).toHaveLength(1));
    expect(api.callsTo('POST', 'clientes')[0]?.body).toMatchObject({ image: '' });
  });

  it("a failed removal says 'Erro ao remover foto' and keeps the photo and the dialog", async () => {
    signIn({ ...CLIENT_USER, image: WITH_PHOTO });
    renderSettings({ [`GET clientes/${CLIENT_ID}`]: { body: client({ image: WITH_PHOTO }) }, [REMOVE]: { status: 500, body: {} } });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Remover foto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remover foto de perfil' });
    await user.click(within(dialog).getByRole('button', { name: 'Remover foto' }));
    expect(await screen.findByText('Erro ao remover foto')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Remover foto de perfil' })).toBeInTheDocument();
    expect(useSession.getState().user?.image).toBe(WITH_PHOTO);
  });
});
