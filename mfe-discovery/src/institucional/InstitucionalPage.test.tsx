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
    expect(text).toMatch(/Por pelo menos 5 anos após a última sessão/);
    expect(text).toMatch(/Exportar meus dados/);
    expect(text).toMatch(/Excluir minha conta/);
    expect(screen.getByTestId('contato-controlador')).toHaveTextContent(SUPPORT_EMAIL);
    expect(within(screen.getByTestId('contato-controlador')).getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
  });

  it('tells the truth about the prontuário, the CPF, the CRP documents, Pix and the room (issue 41); the api\'s tests hold each card to its columns', () => {
    renderAt('/politica-de-privacidade', '/politica-de-privacidade', <InstitucionalPage />);
    const card = (name: string) => screen.getByRole('article', { name }).textContent ?? '';
    expect(card('Prontuário (registro clínico)')).toMatch(/cifrado no banco de dados \(AES-256-GCM/);
    expect(card('Prontuário (registro clínico)')).toMatch(/Somente o psicólogo que atendeu você lê e escreve/);
    expect(card('Prontuário (registro clínico)')).not.toMatch(/não guarda prontuários/);
    expect(card('Cadastro de cliente')).toMatch(/Seu CPF é visto só pelo terapeuta com quem você tem sessão confirmada.*Receita Saúde/);
    expect(card('Verificação profissional (CRP)')).toMatch(/Somente a equipe de operação.*apagado 90 dias depois da decisão/);
    expect(card('Forma de recebimento e chave Pix')).toMatch(/veem a chave Pix/);
    expect(card('Sala online (vídeo)')).toMatch(/ponto a ponto.*nada é gravado.*apagadas em poucos minutos \(até 3\)/);
    // the section another change extends with what an erasure keeps, with its anchor
    const keeps = screen.getByRole('heading', { level: 2, name: 'O que fica depois de excluir a conta' }).closest('section')!;
    expect(keeps).toHaveAttribute('id', 'o-que-fica');
    expect(keeps.textContent).toMatch(/pelo menos 5 anos após a última sessão/);
  });

  it.each([
    ['/faq', [/Quem vê meu CPF\?/, /A sessão online é gravada\?Não\./, /AES-256-GCM/]],
    ['/termos-de-uso', [/o Acolhe nunca recebe o dinheiro/, /terapeuta vê o CPF de quem paga/, /pelo menos 5 anos após a última sessão/, /não grava a sessão/, /O que fica depois de excluir a conta/]],
    ['/cookies', [/A sala online não guarda nada no seu navegador/]],
  ])('%s says the same as the policy', (path, said) => {
    renderAt(path, path, <InstitucionalPage />);
    for (const words of said) expect(document.body.textContent).toMatch(words);
  });

  it('the privacy policy says what an erasure keeps, why and for how long (issue 41)', () => {
    renderAt('/politica-de-privacidade', '/politica-de-privacidade', <InstitucionalPage />);
    const heading = screen.getByRole('heading', { name: 'O que fica depois de excluir a conta' });
    const section = heading.closest('section') ?? heading.parentElement!;
    const text = section.textContent ?? '';
    expect(text).toMatch(/LGPD art\. 16, I/);
    expect(text).toMatch(/Pagamentos recebidos: nome e CPF de quem pagou, valor e data .* até 31 de dezembro do sexto ano após cada pagamento/);
    expect(text).toMatch(/Código Tributário Nacional, arts\. 173 e 195/);
    expect(text).toMatch(/Declarações de atendimento e pagamento já emitidas/);
    expect(text).toMatch(/Prontuários: .* 5 anos após a última sessão realizada \(Resolução CFP nº 01\/2009\)/);
  });
});
