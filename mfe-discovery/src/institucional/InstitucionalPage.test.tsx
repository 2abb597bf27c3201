import { screen, within } from '@testing-library/react';
import InstitucionalPage from '../pages/InstitucionalPage';
import { SUPPORT_EMAIL, renderAt, resetAll, signIn } from '../test/render';
import { PRIVACY_DATA_KINDS } from './institucionalContent';

beforeEach(() => {
  resetAll();
  signIn(null);
});

describe('institutional pages (issue 30)', () => {
  it.each([
    ['/termos-de-uso', 'Termos de uso'],
    ['/politica-de-privacidade', 'Política de privacidade'],
    ['/cookies', 'Cookies'],
    ['/faq', 'Perguntas frequentes'],
    ['/quem-somos', 'Quem somos'],
  ])('%s shows its own text under one h1, with the footer', (path, heading) => {
    renderAt(path, path, <InstitucionalPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('the privacy policy lists each kind of data with purpose, legal basis, recipients and retention', () => {
    renderAt('/politica-de-privacidade', '/politica-de-privacidade', <InstitucionalPage />);
    const cards = screen.getAllByRole('article');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(PRIVACY_DATA_KINDS.map((k) => k.name));
    for (const card of cards) {
      for (const label of ['Quais dados', 'Para quê', 'Base legal', 'Quem recebe', 'Por quanto tempo']) {
        expect(within(card).getByText(label)).toBeInTheDocument();
      }
    }
    const text = document.body.textContent ?? '';
    // health data is sensitive: art. 11; the others art. 7
    expect(text).toMatch(/art\. 11, II, "f"/);
    expect(text).toMatch(/art\. 7º, V/);
    expect(text).toMatch(/Amazon Cognito/);
    expect(text).toMatch(/No mínimo 5 anos/);
    expect(text).toMatch(/Exportar meus dados/);
    expect(text).toMatch(/Excluir minha conta/);
    expect(screen.getByTestId('contato-controlador')).toHaveTextContent(SUPPORT_EMAIL);
    expect(within(screen.getByTestId('contato-controlador')).getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
  });

  it('names every CPF-, phone- and address-bearing table of the api (a new column needs the policy updated)', () => {
    const what = PRIVACY_DATA_KINDS.map((k) => k.what).join(' ');
    for (const word of ['CPF', 'telefone', 'CEP', 'foto', 'CRP', 'observações', 'Nota', 'data de nascimento']) expect(what).toContain(word);
  });

  it('the privacy policy says what an erasure keeps, why and for how long (issue 41)', () => {
    renderAt('/politica-de-privacidade', '/politica-de-privacidade', <InstitucionalPage />);
    const heading = screen.getByRole('heading', { name: 'O que fica guardado quando você exclui a conta' });
    const section = heading.closest('section') ?? heading.parentElement!;
    const text = section.textContent ?? '';
    expect(text).toMatch(/LGPD art\. 16, I/);
    expect(text).toMatch(/Pagamentos recebidos: nome e CPF de quem pagou, valor e data .* até 31 de dezembro do sexto ano após cada pagamento/);
    expect(text).toMatch(/Código Tributário Nacional, arts\. 173 e 195/);
    expect(text).toMatch(/Declarações de atendimento e pagamento já emitidas/);
    expect(text).toMatch(/Prontuários: .* 5 anos após a última sessão realizada \(Resolução CFP nº 01\/2009\)/);
  });
});
