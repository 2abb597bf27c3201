// 'Remover foto' in the Perfil tab (the photo section of perfil/ renders RemoveTherapistPhoto).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getCachedUser } from '@acolhe/shared-auth';
import type { TherapistProfileForm } from '@acolhe/shared-domain';
import { signInForEachTest } from '@acolhe/shared-ui/testing';
import { therapist } from '../test/fixtures';
import { json, THERAPIST_USER } from '../test/fakeApi';
import { profileSettingsApi, renderProfileSettings } from '../test/profileSettings';

const PHOTO = 'http://api.test/uploads/terapeutas/t1/atual.png';
const REMOVE = 'DELETE terapeutas/t1/profile-image';

signInForEachTest({ ...THERAPIST_USER, image: PHOTO });

it('is not offered without a photo', async () => {
  profileSettingsApi(therapist({ profileImageUrl: '' }));
  renderProfileSettings();
  await screen.findByRole('heading', { name: 'Configurações do Perfil' });
  expect(screen.getByRole('button', { name: 'Escolher foto' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Remover foto' })).not.toBeInTheDocument();
});

it("asks first, then removes: 'Foto removida', initials, header image cleared, the next save sends no photo", async () => {
  const net = profileSettingsApi(therapist({ profileImageUrl: PHOTO }), { [REMOVE]: json({ url: '', imageUrl: '' }) });
  renderProfileSettings();
  await userEvent.click(await screen.findByRole('button', { name: 'Remover foto' }));
  const dialog = await screen.findByRole('dialog', { name: 'Remover foto de perfil' });
  expect(net.callsTo('DELETE', 'terapeutas/t1/profile-image')).toHaveLength(0);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Remover foto' }));

  expect(await screen.findByText('Foto removida')).toBeInTheDocument();
  expect(net.callsTo('DELETE', 'terapeutas/t1/profile-image')).toHaveLength(1);
  expect(getCachedUser()?.image).toBe('');
  expect(screen.getByText('MD')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Escolher foto' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Remover foto' })).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Salvar Perfil' }));
  await screen.findByText('Perfil atualizado com sucesso!');
  expect((net.callsTo('PUT', 'terapeutas/t1')[0]!.body as TherapistProfileForm).profileImageUrl).toBe('');
});

it("a failure says 'Erro ao remover foto' and keeps the photo", async () => {
  profileSettingsApi(therapist({ profileImageUrl: PHOTO }), { [REMOVE]: json({}, 500) });
  renderProfileSettings();
  await userEvent.click(await screen.findByRole('button', { name: 'Remover foto' }));
  const dialog = await screen.findByRole('dialog', { name: 'Remover foto de perfil' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Remover foto' }));
  expect(await screen.findByText('Erro ao remover foto')).toBeInTheDocument();
  await waitFor(() => expect(getCachedUser()?.image).toBe(PHOTO));
  expect(screen.getByRole('button', { name: 'Alterar foto' })).toBeInTheDocument();
});
