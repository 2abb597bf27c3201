// The area's banner: there while the CRP is not verified (the profile is off the searches), gone once it is.
import { act, screen } from '@testing-library/react';
import { renderAt, signInForEachTest } from '@acolhe/shared-ui/testing';
import { installFakeApi, json, THERAPIST_USER } from '../test/fakeApi';
import { VerificacaoBanner } from './VerificacaoBanner';
import { SUPORTE_EMAIL } from '@acolhe/shared-domain';

const answer = (estado: string, suspensao: unknown = null) => ({ estado, crp: '06/154872', conselho: 'CRP-06 (SP)', enviadoEm: null, decididoEm: null, motivo: null, documento: null, suspensao });

function renderBanner(estado: string, suspensao: unknown = null) {
  installFakeApi({ 'GET terapeutas/t1/verificacao': json(answer(estado, suspensao)) });
  renderAt(<VerificacaoBanner therapistId="t1" />, { route: '/usuario/t1', path: '/usuario/:id' });
}

signInForEachTest(THERAPIST_USER);

it.each([
  ['nao_enviado', 'Não enviada'],
  ['em_analise', 'Em análise'],
  ['recusado', 'Recusada'],
])('%s: says the profile waits for the verification and links to the card', async (estado, label) => {
  renderBanner(estado);
  expect(await screen.findByText('Seu perfil só aparece nas buscas depois da verificação do CRP')).toBeInTheDocument();
  expect(screen.getByText(`Verificação profissional: ${label}.`)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ir para a verificação profissional' })).toHaveAttribute('href', '/usuario/t1/configuracoes#verificacao');
});

it('verified: no banner', async () => {
  renderBanner('verificado');
  // the answer arrives, and nothing is shown for it
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.queryByText('Seu perfil só aparece nas buscas depois da verificação do CRP')).not.toBeInTheDocument();
});

it.each(['verificado', 'recusado'])('suspended (%s): says so, with the reason the operator gave and the support address to write to (issue 44)', async (estado) => {
  renderBanner(estado, { desde: '2026-11-20T12:00:00.000Z', motivo: 'Documentos em revisão pela equipe.' });
  expect(await screen.findByText('Seu perfil está suspenso')).toBeInTheDocument();
  expect(screen.getByText('Motivo informado pela equipe: Documentos em revisão pela equipe.')).toBeInTheDocument();
  expect(screen.getByText(new RegExp(SUPORTE_EMAIL.replace('.', '\\.')))).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Escrever para o suporte' })).toHaveAttribute('href', expect.stringMatching(new RegExp(`^mailto:${SUPORTE_EMAIL}`)));
  expect(screen.queryByText(/Verificação profissional: /)).not.toBeInTheDocument();
});
