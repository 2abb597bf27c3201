// The shell's server renders these pages with the data each page's `serverData` fetched, and the
// browser adopts that cache: the keys the server fetched with must be the keys the page reads, or
// the hydrating page asks the api again (a refetch, a flash). The same shared cache stands in for
// the adopted one here.
import { screen } from '@testing-library/react';
import { queryClient } from '@acolhe/shared-ui/data';
import HomePage, { serverData as homeData } from './HomePage';
import TerapeutaPerfilPage, { serverData as profileData } from './TerapeutaPerfilPage';
import TerapeutasPage, { serverData as searchData } from './TerapeutasPage';
import { installFakeApi } from '../test/fakeApi';
import { therapist } from '../test/fixtures';
import { renderAt, resetAll, signIn } from '../test/render';

beforeEach(() => {
  resetAll();
  signIn(null);
});

it('the home reads the highlights the server fetched', async () => {
  const api = installFakeApi({ featured: [therapist()] });
  await homeData(queryClient, { params: {}, search: '' });
  renderAt('/', '/', <HomePage />);
  await screen.findByRole('link', { name: /Marina Duarte/ });
  expect(api.callsTo('GET', '/public-terapeutas/destaques')).toHaveLength(1);
});

it('the search reads the first page the server fetched for the same filters', async () => {
  const api = installFakeApi({ therapists: [therapist()] });
  await searchData(queryClient, { params: {}, search: '?search=TCC&modalidade=online' });
  renderAt('/terapeutas?search=TCC&modalidade=online', '/terapeutas', <TerapeutasPage />);
  await screen.findByRole('link', { name: /Marina Duarte/ });
  expect(api.callsTo('GET', '/public-terapeutas')).toHaveLength(1);
});

it("a visitor's profile is the one the server fetched", async () => {
  const api = installFakeApi({ therapists: [therapist()] });
  await profileData(queryClient, { params: { id: 't-1' }, search: '' });
  renderAt('/terapeuta/t-1', '/terapeuta/:id?', <TerapeutaPerfilPage />);
  await screen.findByRole('heading', { name: /Marina Duarte/ });
  expect(api.callsTo('GET', '/public-terapeutas/t-1')).toHaveLength(1);
});
