// The footer's institutional pages (issue 30): one text per address. The privacy policy is
// shared-domain's (privacy/politica.ts), held by the api's tests to what the api really stores
// (api/src/privacidade/inventario.ts); the other texts are here. Plain data, so the page stays a
// thin view and the tests can read it.
import {
  MY_SESSIONS_TITLE,
  O_QUE_FICA_TITULO,
  POLITICA_ATUALIZADA_EM,
  POLITICA_DE_PRIVACIDADE,
  PRONTUARIO_RETENCAO_ANOS,
  type InstitucionalText,
} from '@acolhe/shared-domain';
import type { RouteName } from '@acolhe/shared-domain/contracts';

export { PRIVACY_DATA_KINDS, type DataKind, type InstitucionalSection, type InstitucionalText } from '@acolhe/shared-domain';

export type InstitucionalRoute = Extract<RouteName, 'termosDeUso' | 'politicaDePrivacidade' | 'cookies' | 'faq' | 'quemSomos'>;

export const INSTITUCIONAL_ROUTES: readonly InstitucionalRoute[] = ['quemSomos', 'faq', 'termosDeUso', 'politicaDePrivacidade', 'cookies'];

const UPDATED = POLITICA_ATUALIZADA_EM;

export const INSTITUCIONAL_TEXTS: Record<InstitucionalRoute, InstitucionalText> = {
  politicaDePrivacidade: POLITICA_DE_PRIVACIDADE,
  termosDeUso: {
    heading: 'Termos de uso',
    intro: 'Ao criar uma conta ou usar o Acolhe você concorda com estas regras.',
    updated: UPDATED,
    sections: [
      {
        title: 'O que o Acolhe faz',
        paragraphs: [
          'O Acolhe é uma plataforma que aproxima pessoas que procuram atendimento psicológico de profissionais que o oferecem. O Acolhe não presta atendimento de saúde: o atendimento é de responsabilidade do profissional escolhido.',
          'O Acolhe não é um serviço de emergência. Em caso de crise, ligue para o CVV: 188 (24 horas, gratuito) ou procure o SAMU (192).',
        ],
      },
      {
        title: 'Contas',
        items: [
          'Você precisa ter 18 anos ou mais e informar dados verdadeiros.',
          'A conta é pessoal; guarde sua senha e avise-nos de qualquer uso que não reconheça.',
          'Terapeutas declaram ter registro ativo no Conselho Regional de Psicologia (CRP), enviam o documento do CRP para a verificação da equipe e respondem pelas informações do próprio perfil.',
        ],
      },
      {
        title: 'Agendamentos e valores',
        items: [
          'Um pedido de sessão só vira compromisso quando o(a) terapeuta o confirma.',
          'Nenhum valor é cobrado pelo Acolhe no agendamento: o pagamento vai direto ao(à) terapeuta (por Pix, pelo link dele(a) ou no consultório) e o Acolhe nunca recebe o dinheiro.',
          'Para o recibo do Receita Saúde, o(a) terapeuta vê o CPF de quem paga uma sessão confirmada com ele(a); por isso o CPF é pedido quando você vai pagar.',
          'Remarcações e cancelamentos são feitos pela área do cliente ou do(a) terapeuta; cancelamentos em cima da hora ficam registrados como tal.',
        ],
      },
      {
        title: 'Prontuário e sala online',
        items: [
          `O psicólogo responde pelo prontuário que escreve no Acolhe; ele fica cifrado, só o psicólogo o lê, e é guardado por pelo menos ${PRONTUARIO_RETENCAO_ANOS} anos após a última sessão (Resolução CFP nº 1/2009), mesmo que uma das contas seja excluída.`,
          'A sala online liga os dois aparelhos diretamente e não grava a sessão.',
        ],
      },
      {
        title: 'Avaliações',
        items: [
          'Avaliações devem relatar a sua experiência, sem ofensas, dados de terceiros ou detalhes clínicos.',
          'O(a) terapeuta pode responder publicamente; avaliações que violem estas regras podem ser removidas.',
        ],
      },
      {
        title: 'Encerramento',
        paragraphs: [
          `Você pode excluir sua conta a qualquer momento em Configurações da conta; o que a lei manda guardar está na Política de privacidade, em "${O_QUE_FICA_TITULO}". Podemos suspender contas que violem estes termos ou a lei.`,
          'Estes termos seguem a lei brasileira. O tratamento de dados pessoais está descrito na Política de privacidade.',
        ],
        contact: true,
      },
    ],
  },
  cookies: {
    heading: 'Cookies',
    intro: 'O Acolhe não usa cookies de publicidade nem de rastreamento, e não usa ferramentas de análise de terceiros.',
    updated: UPDATED,
    sections: [
      {
        title: 'O que guardamos no seu navegador',
        paragraphs: ['Para funcionar, o site guarda no armazenamento local do navegador (localStorage e sessionStorage), e não em cookies:'],
        items: [
          'Sua sessão de login (os tokens do provedor de identidade e seu nome e tipo de conta), até você sair.',
          'Um pedido de sessão feito antes do login, até você entrar e ele ser enviado (apagado ao fechar a aba).',
          'As etapas dos tutoriais que você marcou como concluídas.',
          'Os e-mails de contas criadas neste navegador, até o primeiro login, para a mensagem de boas-vindas.',
        ],
      },
      {
        title: 'Conteúdo de terceiros',
        paragraphs: [
          'Um perfil com vídeo o incorpora de youtube-nocookie.com, o modo do YouTube que não grava cookies até você tocar o vídeo.',
        ],
      },
      {
        title: 'Como apagar',
        paragraphs: ['Sair da conta apaga sua sessão. Você pode apagar todo o armazenamento do site nas configurações do seu navegador a qualquer momento.'],
      },
      {
        title: 'Sala online e calendário',
        paragraphs: [
          'A sala online não guarda nada no seu navegador: a câmera e o microfone só são abertos quando você entra, e nada é gravado. Os arquivos de calendário (.ics) e a agenda privada vão para o aplicativo de calendário que você escolher, sem cookies.',
        ],
      },
    ],
  },
  faq: {
    heading: 'Perguntas frequentes',
    intro: 'As dúvidas mais comuns de quem procura e de quem oferece atendimento no Acolhe.',
    sections: [
      {
        title: 'Quanto custa usar o Acolhe?',
        paragraphs: ['Procurar e agendar é gratuito. O valor da sessão é o do perfil do(a) terapeuta e é combinado e pago diretamente a ele(a); nada é cobrado no agendamento.'],
      },
      {
        title: 'Quando minha sessão está confirmada?',
        paragraphs: [`Quando o(a) terapeuta aceita o pedido. Você recebe um e-mail com o convite para o seu calendário e vê a sessão em "${MY_SESSIONS_TITLE}".`],
      },
      {
        title: 'Como remarco ou cancelo?',
        paragraphs: [
          'No painel do cliente, em "Próximas", use "Remarcar" ou "Cancelar". Ao remarcar, o horário antigo fica livre e o novo vira um pedido que o(a) terapeuta precisa confirmar.',
        ],
      },
      {
        title: 'As sessões são online ou presenciais?',
        paragraphs: ['Depende do(a) terapeuta: o perfil mostra as modalidades oferecidas, e você escolhe ao agendar.'],
      },
      {
        title: 'Meus dados estão seguros?',
        paragraphs: [
          `Tratamos seus dados como a LGPD exige e você pode baixá-los ou excluir sua conta a qualquer momento. O prontuário que o psicólogo escreve fica cifrado (AES-256-GCM), só ele o lê, e é guardado por pelo menos ${PRONTUARIO_RETENCAO_ANOS} anos após a última sessão, como exige o Conselho Federal de Psicologia. Os detalhes estão na Política de privacidade.`,
        ],
      },
      {
        title: 'Quem vê meu CPF?',
        paragraphs: [
          'Só o(a) terapeuta com quem você tem sessão confirmada, para emitir o recibo do Receita Saúde (a Receita Federal exige o CPF de quem pagou), e a declaração de atendimento e pagamento que você baixa. Na página pública que confere uma declaração, o CPF aparece mascarado.',
        ],
      },
      {
        title: 'A sessão online é gravada?',
        paragraphs: [
          'Não. Na sala do Acolhe a imagem e o som vão direto entre os dois aparelhos, criptografados, e nada é gravado.',
        ],
      },
      {
        title: 'Sou psicólogo. Como apareço na busca?',
        paragraphs: ['Crie uma conta de terapeuta, complete o perfil (incluindo CRP e especialidades) e abra sua agenda. O tutorial para terapeutas mostra o passo a passo.'],
      },
      {
        title: 'É um serviço de emergência?',
        paragraphs: ['Não. Em caso de crise, ligue para o CVV: 188 (24 horas, gratuito) ou procure o SAMU (192).'],
      },
    ],
  },
  quemSomos: {
    heading: 'Quem somos',
    intro: 'O Acolhe aproxima pessoas que procuram cuidado em saúde mental de psicólogos e terapeutas de todo o Brasil.',
    sections: [
      {
        title: 'Nossa missão',
        paragraphs: [
          'Encontrar o profissional certo não deveria ser difícil. No Acolhe você compara perfis, valores, abordagens e avaliações de quem já foi atendido, e agenda sua sessão online ou presencial em poucos passos.',
        ],
      },
      {
        title: 'Para terapeutas',
        paragraphs: ['Um perfil público, uma agenda que você controla e pedidos de sessão organizados em um só lugar, sem mensalidade para começar.'],
      },
      {
        title: 'Fale conosco',
        contact: true,
      },
    ],
  },
};
