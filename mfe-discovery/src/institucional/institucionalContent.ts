// The footer's institutional pages (issue 30): one text per address. The privacy policy lists what
// the api really stores (api/src/db/schema.ts), who receives it and for how long; change it with
// the schema. Plain data, so the page stays a thin view and the tests can read it.
import type { RouteName } from '@acolhe/shared-domain/contracts';
import { ERASURE_KEEPS_SECTION } from '@acolhe/shared-domain';

export type InstitucionalRoute = Extract<RouteName, 'termosDeUso' | 'politicaDePrivacidade' | 'cookies' | 'faq' | 'quemSomos'>;

export const INSTITUCIONAL_ROUTES: readonly InstitucionalRoute[] = ['quemSomos', 'faq', 'termosDeUso', 'politicaDePrivacidade', 'cookies'];

/** One kind of personal data: what, why, on which legal basis, who else receives it, for how long. */
export interface DataKind {
  name: string;
  what: string;
  purpose: string;
  legalBasis: string;
  recipients: string;
  retention: string;
}

export interface InstitucionalSection {
  title: string;
  paragraphs?: string[];
  items?: string[];
  dataKinds?: DataKind[];
  /** A paragraph that names the controller's contact address (filled from the runtime config). */
  contact?: true;
}

export interface InstitucionalText {
  heading: string;
  intro: string;
  /** Date of the text's last change, dd/MM/yyyy. */
  updated?: string;
  sections: InstitucionalSection[];
}

const UPDATED = '26/11/2026';

/** Said in every data kind the erase button removes. */
const UNTIL_ERASED = 'Enquanto sua conta existir; apagado quando você usa "Excluir minha conta".';

export const PRIVACY_DATA_KINDS: DataKind[] = [
  {
    name: 'Conta de acesso',
    what: 'E-mail, senha, tipo de conta (cliente ou terapeuta), data de criação e, se você excluir a conta, a data da exclusão.',
    purpose: 'Criar sua conta, confirmar seu e-mail, deixar você entrar com segurança e recuperar a senha.',
    legalBasis: 'Execução de contrato (LGPD, art. 7º, V).',
    recipients:
      'Provedor de identidade (Amazon Cognito, da Amazon Web Services), que guarda o e-mail e a senha; o Acolhe nunca vê nem guarda sua senha.',
    retention: `${UNTIL_ERASED} Só a data da exclusão fica, sem nenhum outro dado, para recusar acessos com a conta apagada.`,
  },
  {
    name: 'Cadastro de cliente',
    what: 'Nome, telefone, CPF, gênero, data de nascimento, cidade, estado, endereço (CEP, rua, número, complemento, bairro) e foto, quando você os informa.',
    purpose: 'Identificar você para o terapeuta com quem agenda e permitir contato sobre suas sessões.',
    legalBasis: 'Execução de contrato (art. 7º, V).',
    recipients:
      'O terapeuta com quem você agenda vê seu nome; o CEP digitado é consultado no serviço ViaCEP para preencher o endereço; a foto fica no serviço de armazenamento de arquivos.',
    retention: UNTIL_ERASED,
  },
  {
    name: 'Perfil de terapeuta',
    what: 'Nome, título, CRP, CPF, data de nascimento, telefone, e-mail, gênero, especialidades, abordagens, descrição, formação, idiomas, valores, modalidades, endereço do consultório, foto, vídeo, link de pagamento, disponibilidade, bloqueios e feriados em que atende.',
    purpose:
      'Publicar seu perfil para quem procura atendimento e receber agendamentos. São públicos: nome, título, CRP, descrição, formação, especialidades, abordagens, valores, bairro e cidade do consultório, foto e vídeo. CPF, telefone, e-mail e rua do consultório nunca são publicados.',
    legalBasis: 'Execução de contrato (art. 7º, V).',
    recipients: 'Visitantes do site (a parte pública); ViaCEP (o CEP do consultório); o serviço de armazenamento de arquivos (a foto).',
    retention: `${UNTIL_ERASED} O perfil sai da busca na hora.`,
  },
  {
    name: 'Agendamentos',
    what: 'Data, horário, duração, modalidade (online ou presencial), situação da sessão, as observações que você escreve ao pedir, a forma de pagamento combinada, o link da sessão online, quem cancelou e o motivo, e as anotações do terapeuta sobre o agendamento.',
    purpose: 'Marcar, confirmar, remarcar e cancelar sessões e lembrar vocês dois delas.',
    legalBasis:
      'Agendar com um psicólogo revela que você procura cuidado em saúde mental, um dado pessoal sensível: tratamos esses dados para a tutela da saúde, por profissionais de saúde (art. 11, II, "f"), e com o seu consentimento específico e destacado (art. 11, I), dado ao marcar "Li e concordo com a Política de Privacidade" no cadastro.',
    recipients:
      'Somente o terapeuta daquela sessão e o serviço de e-mail que entrega os avisos e convites de calendário (.ics). O Acolhe não vende nem compartilha dados de saúde com anunciantes, planos de saúde ou empregadores.',
    retention:
      'Enquanto sua conta existir. Se você excluir a conta, as sessões futuras são canceladas e as passadas ficam com o terapeuta, para os registros dele, sem seu nome e sem suas observações.',
  },
  {
    name: 'Prontuário (registro clínico)',
    what: 'Hoje o Acolhe não guarda prontuários: o registro do atendimento fica com o psicólogo, fora da plataforma.',
    purpose: 'Quando o Acolhe passar a guardar prontuários, será para o psicólogo registrar o atendimento, como exige o Conselho Federal de Psicologia.',
    legalBasis: 'Cumprimento de obrigação legal ou regulatória (art. 11, II, "a") e tutela da saúde (art. 11, II, "f").',
    recipients: 'Somente o psicólogo responsável pelo atendimento.',
    retention:
      'No mínimo 5 anos, como manda a Resolução CFP nº 1/2009; por isso um prontuário não poderá ser apagado antes desse prazo, nem a pedido, e ficará só com o psicólogo.',
  },
  {
    name: 'Avaliações',
    what: 'Nota, comentário, seu nome abreviado (por exemplo, "Joana A."), a data e a resposta do terapeuta.',
    purpose: 'Ajudar outras pessoas a escolher um profissional.',
    legalBasis: 'Consentimento (art. 7º, I): você decide escrever, editar ou apagar sua avaliação, e ela é pública.',
    recipients: 'Visitantes do site.',
    retention: 'Até você apagá-la. Se você excluir a conta, ela continua publicada assinada como "Cliente Acolhe", sem seu nome.',
  },
  {
    name: 'Avisos e e-mails',
    what: 'Os avisos que o Acolhe envia a você (pedidos, confirmações, cancelamentos, lembretes), o endereço de destino, a situação da entrega e sua preferência de receber lembretes.',
    purpose: 'Avisar você do que acontece com suas sessões.',
    legalBasis: 'Execução de contrato (art. 7º, V).',
    recipients: 'O serviço de envio de e-mail (SMTP) que entrega as mensagens.',
    retention: UNTIL_ERASED,
  },
  {
    name: 'Registros de acesso e segurança',
    what: 'Endereço IP, data e hora, página ou operação pedida e o resultado. Senhas, tokens e CPF nunca são registrados.',
    purpose: 'Manter o serviço seguro, investigar abusos e cumprir o Marco Civil da Internet.',
    legalBasis: 'Cumprimento de obrigação legal (art. 7º, II; Marco Civil, art. 15) e legítimo interesse em segurança (art. 7º, IX).',
    recipients: 'A infraestrutura que hospeda o Acolhe; autoridades, somente por ordem judicial.',
    retention: 'Seis meses, como exige o Marco Civil; as chaves que evitam um pedido duplicado, 24 horas.',
  },
];

export const INSTITUCIONAL_TEXTS: Record<InstitucionalRoute, InstitucionalText> = {
  politicaDePrivacidade: {
    heading: 'Política de privacidade',
    intro:
      'Esta política explica, em linguagem direta, quais dados pessoais o Acolhe trata, para quê, com que base na Lei Geral de Proteção de Dados (LGPD, Lei nº 13.709/2018), com quem os compartilha, por quanto tempo os guarda e como você exerce seus direitos.',
    updated: UPDATED,
    sections: [
      {
        title: 'Quem é o controlador',
        paragraphs: [
          'O Acolhe é o controlador dos dados tratados na plataforma. Cada terapeuta é o controlador do que registra sobre o atendimento fora do Acolhe.',
        ],
        contact: true,
      },
      {
        title: 'Quais dados tratamos e por quê',
        paragraphs: ['Cada tipo de dado, com a finalidade, a base legal (LGPD, arts. 7º e 11), quem mais o recebe e por quanto tempo fica guardado:'],
        dataKinds: PRIVACY_DATA_KINDS,
      },
      {
        title: 'Com quem compartilhamos',
        items: [
          'Provedor de identidade (Amazon Cognito, Amazon Web Services): e-mail e senha da conta.',
          'Serviço de envio de e-mail (SMTP): os avisos e convites de calendário que enviamos a você.',
          'Serviço de armazenamento de arquivos: as fotos de perfil enviadas.',
          'ViaCEP: somente o CEP digitado, para preencher o endereço.',
          'YouTube (youtube-nocookie.com): somente quando você abre um perfil com vídeo, o próprio YouTube recebe o acesso ao vídeo.',
          'O terapeuta com quem você agenda: seu nome e os dados da sessão.',
        ],
        paragraphs: [
          'Alguns desses fornecedores podem guardar dados fora do Brasil; nesses casos a transferência segue o art. 33 da LGPD, com cláusulas contratuais de proteção. Não vendemos dados e não usamos seus dados para publicidade.',
        ],
      },
      // ---- issue 41 item 3 (begin): what an erasure keeps, why and for how long — the text is
      // shared-domain's ERASURE_KEEPS_SECTION (privacy/registros.ts), which the erase dialog also reads ----
      { ...ERASURE_KEEPS_SECTION, paragraphs: [...ERASURE_KEEPS_SECTION.paragraphs], items: [...ERASURE_KEEPS_SECTION.items] },
      // ---- issue 41 item 3 (end) ----
      {
        title: 'Seus direitos e como exercê-los no Acolhe',
        items: [
          'Confirmação e acesso, e portabilidade (art. 18, I, II e V): em Configurações da conta, "Seus dados" → "Exportar meus dados" baixa um arquivo com tudo o que guardamos sobre você.',
          'Correção (art. 18, III): edite seus dados em Configurações da conta a qualquer momento.',
          'Eliminação e revogação do consentimento (art. 18, VI e IX): em Configurações da conta, "Excluir minha conta" apaga seus dados pessoais na hora, com as exceções descritas acima.',
          'Informação sobre compartilhamento (art. 18, VII): esta página.',
          'Oposição, anonimização ou qualquer outra dúvida: escreva para o contato do controlador acima; respondemos em até 15 dias.',
          'Você também pode reclamar à Autoridade Nacional de Proteção de Dados (ANPD).',
        ],
      },
      {
        title: 'Segurança',
        paragraphs: [
          'As conexões são criptografadas (HTTPS), cada pessoa só acessa os próprios dados e as sessões de que participa, e senhas ficam apenas no provedor de identidade.',
        ],
      },
      {
        title: 'Crianças e adolescentes',
        paragraphs: ['As contas do Acolhe são para maiores de 18 anos. O atendimento de menores deve ser combinado pelo responsável legal diretamente com o profissional.'],
      },
    ],
  },
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
          'Terapeutas declaram ter registro ativo no Conselho Regional de Psicologia (CRP) e respondem pelas informações do próprio perfil.',
        ],
      },
      {
        title: 'Agendamentos e valores',
        items: [
          'Um pedido de sessão só vira compromisso quando o terapeuta o confirma.',
          'Nenhum valor é cobrado pelo Acolhe no agendamento: o pagamento é combinado com o terapeuta.',
          'Remarcações e cancelamentos são feitos pela área do cliente ou do terapeuta; cancelamentos em cima da hora ficam registrados como tal.',
        ],
      },
      {
        title: 'Avaliações',
        items: [
          'Avaliações devem relatar a sua experiência, sem ofensas, dados de terceiros ou detalhes clínicos.',
          'O terapeuta pode responder publicamente; avaliações que violem estas regras podem ser removidas.',
        ],
      },
      {
        title: 'Encerramento',
        paragraphs: [
          'Você pode excluir sua conta a qualquer momento em Configurações da conta. Podemos suspender contas que violem estes termos ou a lei.',
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
    ],
  },
  faq: {
    heading: 'Perguntas frequentes',
    intro: 'As dúvidas mais comuns de quem procura e de quem oferece atendimento no Acolhe.',
    sections: [
      {
        title: 'Quanto custa usar o Acolhe?',
        paragraphs: ['Procurar e agendar é gratuito. O valor da sessão é o do perfil do terapeuta e é combinado e pago diretamente a ele; nada é cobrado no agendamento.'],
      },
      {
        title: 'Quando minha sessão está confirmada?',
        paragraphs: ['Quando o terapeuta aceita o pedido. Você recebe um e-mail com o convite para o seu calendário e vê a sessão em "Minhas sessões".'],
      },
      {
        title: 'Como remarco ou cancelo?',
        paragraphs: [
          'No painel do cliente, em "Próximas", use "Remarcar" ou "Cancelar". Ao remarcar, o horário antigo fica livre e o novo vira um pedido que o terapeuta precisa confirmar.',
        ],
      },
      {
        title: 'As sessões são online ou presenciais?',
        paragraphs: ['Depende do terapeuta: o perfil mostra as modalidades oferecidas, e você escolhe ao agendar.'],
      },
      {
        title: 'Meus dados estão seguros?',
        paragraphs: [
          'Tratamos seus dados como a LGPD exige e você pode baixá-los ou excluir sua conta a qualquer momento. Os detalhes estão na Política de privacidade.',
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
