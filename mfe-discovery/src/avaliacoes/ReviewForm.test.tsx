import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi, resetAll } from '../test/render';
import { ReviewForm } from './ReviewForm';
import { chooseStars } from '../test/reviewForm';

beforeEach(resetAll);

function setup(mode: 'create' | 'edit' = 'create', initial = { nota: 0, comentario: '' }) {
  const onSubmit = jest.fn();
  const onCancel = jest.fn();
  renderUi(<ReviewForm mode={mode} initial={initial} submitting={false} onSubmit={onSubmit} onCancel={onCancel} />);
  return { onSubmit, onCancel };
}

const comment = () => screen.getByRole('textbox', { name: /Comentário/ });
const counter = () => screen.getByTestId('review-comment-counter');
/** Clicks the star as a pointer does: on its label (Mantine's radios are visually hidden). */

describe('ReviewForm — creating', () => {
  it('starts empty with a "mínimo de 10 caracteres (0/10)" counter', () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Sua avaliação' })).toBeInTheDocument();
    expect(comment()).toHaveValue('');
    expect(counter()).toHaveTextContent('mínimo de 10 caracteres (0/10)');
    expect(screen.getByRole('button', { name: 'Enviar avaliação' })).toBeInTheDocument();
  });

  it('requires a star rating: toast and field message, nothing sent', async () => {
    const { onSubmit } = setup();
    await userEvent.type(comment(), 'Um comentário bem completo.');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar avaliação' }));
    expect(await screen.findByText('Avaliação obrigatória')).toBeInTheDocument();
    expect(screen.getAllByText('Por favor, selecione uma avaliação com estrelas.').length).toBeGreaterThanOrEqual(1);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(comment()).toHaveValue('Um comentário bem completo.'); // the user's text is kept
  });

  it('requires 10 characters after trimming, with the length/10 counter', async () => {
    const { onSubmit } = setup();
    await chooseStars(4);
    await userEvent.type(comment(), '   curto   ');
    expect(counter()).toHaveTextContent('mínimo de 10 caracteres (5/10)');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar avaliação' }));
    expect(await screen.findByText('Comentário muito curto')).toBeInTheDocument();
    expect(screen.getAllByText('Por favor, escreva um comentário com pelo menos 10 caracteres.').length).toBeGreaterThanOrEqual(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the rating and the trimmed comment when valid', async () => {
    const { onSubmit } = setup();
    await chooseStars(5);
    await userEvent.type(comment(), '  Me senti acolhido desde a primeira sessão.  ');
    expect(counter()).toHaveTextContent('42/2000 caracteres');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar avaliação' }));
    expect(onSubmit).toHaveBeenCalledWith({ nota: 5, comentario: 'Me senti acolhido desde a primeira sessão.' });
  });

  it('Cancelar closes without sending', async () => {
    const { onSubmit, onCancel } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('ReviewForm — editing', () => {
  it('is prefilled with the existing rating and comment', async () => {
    const { onSubmit } = setup('edit', { nota: 3, comentario: 'Boa terapeuta, recomendo.' });
    expect(screen.getByRole('heading', { name: 'Editar sua avaliação' })).toBeInTheDocument();
    expect(comment()).toHaveValue('Boa terapeuta, recomendo.');
    expect(screen.getByRole('radio', { name: '3 estrelas' })).toBeChecked();
    expect(counter()).toHaveTextContent('25/2000 caracteres');
    await chooseStars(4);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(onSubmit).toHaveBeenCalledWith({ nota: 4, comentario: 'Boa terapeuta, recomendo.' });
  });
});
