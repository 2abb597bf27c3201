import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { downloadMyData, eraseMyAccount } from '@acolhe/shared-auth';
import { renderInProviders } from '../testing';
import { loadToasts } from '../toasts/toasts';
import { PrivacyCard } from './PrivacyCard';

jest.mock('@acolhe/shared-auth', () => ({
  ...jest.requireActual('@acolhe/shared-auth'),
  downloadMyData: jest.fn(),
  eraseMyAccount: jest.fn(),
}));
const eraseMock = jest.mocked(eraseMyAccount);
const exportMock = jest.mocked(downloadMyData);

const setup = (tipo: 'cliente' | 'terapeuta' = 'cliente') =>
  renderInProviders(
    <MemoryRouter initialEntries={['/cliente/c1/configuracoes']}>
      <Routes>
        <Route path="/" element={<p>Página inicial</p>} />
        <Route path="/cliente/:id/configuracoes" element={<PrivacyCard tipo={tipo} />} />
      </Routes>
    </MemoryRouter>,
  );

// The toasts' container loads on the first toast; loaded up front, it mounts with the page.
beforeAll(async () => {
  await loadToasts();
});
beforeEach(() => jest.clearAllMocks());

describe('PrivacyCard', () => {
  it('exports the data on click', async () => {
    exportMock.mockResolvedValue();
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Exportar meus dados' }));
    expect(exportMock).toHaveBeenCalledTimes(1);
  });

  it('erases only after EXCLUIR is typed, then leaves for the home page', async () => {
    eraseMock.mockResolvedValue();
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Excluir minha conta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir minha conta' });
    const confirm = within(dialog).getByRole('button', { name: 'Excluir conta' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Digite EXCLUIR para confirmar'), 'excluir');
    expect(confirm).toBeDisabled();
    await user.clear(within(dialog).getByLabelText('Digite EXCLUIR para confirmar'));
    await user.type(within(dialog).getByLabelText('Digite EXCLUIR para confirmar'), 'EXCLUIR');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    await screen.findByText('Página inicial');
    expect(eraseMock).toHaveBeenCalledTimes(1);
  });

  it('shows the failure in the dialog and keeps the user on the page', async () => {
    eraseMock.mockRejectedValue(new Error('rede'));
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Excluir minha conta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir minha conta' });
    await user.type(within(dialog).getByLabelText('Digite EXCLUIR para confirmar'), 'EXCLUIR');
    await user.click(within(dialog).getByRole('button', { name: 'Excluir conta' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Não foi possível excluir sua conta. Tente novamente.'));
    expect(screen.queryByText('Página inicial')).not.toBeInTheDocument();
  });

  it('says what erasing keeps and removes for this kind of account', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Excluir minha conta' }));
    expect(await screen.findByText(/continuam publicadas como “Cliente Acolhe”/)).toBeInTheDocument();
  });

  it('tells the client, before erasing, that the prontuários are kept 5 years, pseudonymised (LGPD art. 11 II-a, CFP 01/2009)', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Excluir minha conta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir minha conta' });
    expect(within(dialog).getByTestId('aviso-prontuario')).toHaveTextContent(
      /prontuários .* não são apagados: a lei \(LGPD art\. 11, II, a, e a Resolução CFP 01\/2009\) exige guardá-los por pelo menos 5 anos após a última sessão\. Eles ficam sem o seu nome/,
    );
  });

  it('tells the client what the tax rules keep of their payments, why and until when (issue 41)', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Excluir minha conta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir minha conta' });
    expect(within(dialog).getByTestId('aviso-registros-fiscais')).toHaveTextContent(
      /pagamentos que você já fez .* continuam registrados com seu nome, CPF, valor e data, até 31 de dezembro do sexto ano após cada pagamento .* recibo do Receita Saúde \(LGPD art\. 16, I\)\. Só esse\(a\) terapeuta os vê\. As declarações de atendimento já emitidas também ficam/,
    );
  });

  it('tells a therapist that the statements their clients hold stay verifiable (issue 41)', async () => {
    const user = setup('terapeuta');
    await user.click(screen.getByRole('button', { name: 'Excluir minha conta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir minha conta' });
    expect(within(dialog).getByTestId('aviso-registros-fiscais')).toHaveTextContent(/declarações de atendimento que seus clientes já receberam continuam podendo ser conferidas/);
    expect(within(dialog).queryByTestId('aviso-prontuario')).not.toBeInTheDocument();
  });
});
