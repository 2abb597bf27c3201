import { fireEvent, screen } from '@testing-library/react';
import { installFakeApi } from '../test/fakeApi';
import { TERAPEUTAS } from '../test/fixtures';
import { operadorEmCadaTeste, renderConsole } from '../test/render';
import { escondeColunas, rolaDeLado } from './TabelaRolavel';

jest.mock('../sessao/operador', () => jest.requireActual('../test/operadorFake'));

operadorEmCadaTeste();

const DICA = 'Deslize a tabela para o lado para ver todas as colunas →';

describe('what a table wider than its box says', () => {
  it('scrolls sideways when wider; hides columns until scrolled to the end', () => {
    expect(rolaDeLado({ scrollWidth: 480, clientWidth: 358, scrollLeft: 0 })).toBe(true);
    expect(escondeColunas({ scrollWidth: 480, clientWidth: 358, scrollLeft: 0 })).toBe(true);
    expect(escondeColunas({ scrollWidth: 480, clientWidth: 358, scrollLeft: 122 })).toBe(false);
    expect(rolaDeLado({ scrollWidth: 900, clientWidth: 900, scrollLeft: 0 })).toBe(false);
  });
});

// jsdom lays nothing out: the box's widths are given, as a 390 px phone measures them
function larguras(scrollWidth: number, clientWidth: number) {
  // jsdom keeps both on Element.prototype; these shadow them on HTMLElement.prototype until restored
  Object.defineProperty(HTMLElement.prototype, 'scrollWidth', { configurable: true, get: () => scrollWidth });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => clientWidth });
  return () => {
    delete (HTMLElement.prototype as { scrollWidth?: number }).scrollWidth;
    delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
  };
}

describe("the console's therapists table on a phone (issue 44: the action column off-screen, no cue)", () => {
  it('says to slide and shades the right edge while the actions are hidden; both go once scrolled to the end', async () => {
    const restaurar = larguras(480, 358);
    try {
      installFakeApi({ 'GET operacao/terapeutas': { body: TERAPEUTAS } });
      renderConsole('/operacao/terapeutas');
      await screen.findByText('Marina Duarte');
      expect(await screen.findByText(DICA)).toBeInTheDocument();
      expect(screen.getByTestId('sombra-de-rolagem')).toBeInTheDocument();
      const regiao = screen.getByRole('region', { name: 'Terapeutas' });
      expect(regiao).toHaveAttribute('tabindex', '0');
      regiao.scrollLeft = 122;
      fireEvent.scroll(regiao);
      expect(screen.queryByText(DICA)).not.toBeInTheDocument();
      expect(screen.queryByTestId('sombra-de-rolagem')).not.toBeInTheDocument();
    } finally {
      restaurar();
    }
  });

  it('a table that fits says nothing', async () => {
    const restaurar = larguras(900, 900);
    try {
      installFakeApi({ 'GET operacao/terapeutas': { body: TERAPEUTAS } });
      renderConsole('/operacao/terapeutas');
      await screen.findByText('Marina Duarte');
      expect(screen.queryByText(DICA)).not.toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Terapeutas' })).not.toHaveAttribute('tabindex');
    } finally {
      restaurar();
    }
  });
});
