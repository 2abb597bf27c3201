import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TutorialClientesPage from '../pages/TutorialClientesPage';
import TutorialTerapeutasPage from '../pages/TutorialTerapeutasPage';
import { SUPPORT_EMAIL, renderUi, resetAll, signIn } from '../test/render';

beforeEach(() => {
  resetAll();
  signIn(null);
});

const openSteps = () => userEvent.click(screen.getByRole('tab', { name: 'Passo a Passo' }));

describe('tutorials', () => {
  it('the therapist tutorial has the two tabs and its four steps', async () => {
    renderUi(<TutorialTerapeutasPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Tutorial para terapeutas' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Visão Geral' })).toHaveAttribute('aria-selected', 'true');
    await openSteps();
    const steps = screen.getAllByTestId('tutorial-step');
    expect(steps.map((s) => within(s).getByRole('heading', { level: 2 }).textContent)).toEqual([
      '1. Complete seu perfil profissional',
      '2. Configure sua disponibilidade',
      '3. Gerencie as solicitações de agendamento',
      '4. Interaja com seus pacientes',
    ]);
  });

  it('the client tutorial has its four steps', async () => {
    renderUi(<TutorialClientesPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Tutorial para clientes' })).toBeInTheDocument();
    await openSteps();
    expect(screen.getAllByTestId('tutorial-step').map((s) => within(s).getByRole('heading', { level: 2 }).textContent)).toEqual([
      '1. Busque um(a) terapeuta',
      '2. Agende uma sessão',
      '3. Complete seu perfil',
      '4. Participe das sessões',
    ]);
  });

  it('marks a step concluded, keeps it after a reload (localStorage) and sends nothing', async () => {
    const fetchSpy = jest.fn();
    globalThis.fetch = fetchSpy as unknown as typeof fetch;
    const first = renderUi(<TutorialClientesPage />);
    await openSteps();
    expect(screen.getByText('0 de 4 etapas concluídas')).toBeInTheDocument();
    const [step1] = screen.getAllByTestId('tutorial-step');
    await userEvent.click(within(step1!).getByRole('button', { name: 'Marcar como concluído' }));
    expect(within(step1!).getByText('Concluído')).toBeInTheDocument();
    expect(within(step1!).queryByRole('button', { name: 'Marcar como concluído' })).not.toBeInTheDocument();
    expect(screen.getByText('1 de 4 etapas concluídas')).toBeInTheDocument();
    first.unmount();

    renderUi(<TutorialClientesPage />);
    await openSteps();
    const [again, second] = screen.getAllByTestId('tutorial-step');
    expect(within(again!).getByText('Concluído')).toBeInTheDocument();
    expect(within(second!).getByRole('button', { name: 'Marcar como concluído' })).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();

    // the other tutorial has its own progress
    renderUi(<TutorialTerapeutasPage />);
    expect(localStorage.length).toBe(1);
  });

  it('a concluded step can be undone', async () => {
    renderUi(<TutorialTerapeutasPage />);
    await openSteps();
    const [step1] = screen.getAllByTestId('tutorial-step');
    await userEvent.click(within(step1!).getByRole('button', { name: 'Marcar como concluído' }));
    await userEvent.click(within(step1!).getByRole('button', { name: 'Desfazer etapa 1' }));
    expect(within(step1!).getByRole('button', { name: 'Marcar como concluído' })).toBeInTheDocument();
    expect(screen.getByText('0 de 4 etapas concluídas')).toBeInTheDocument();
  });

  it('ends with the help card writing to the support address', () => {
    renderUi(<TutorialTerapeutasPage />);
    const help = screen.getByRole('region', { name: 'Precisa de ajuda?' });
    const link = within(help).getByRole('link', { name: 'Fale conosco' });
    expect(link.getAttribute('href')).toMatch(new RegExp(`^mailto:${SUPPORT_EMAIL}\\?subject=`));
  });
});
