// The privacy policy (issue 30; rewritten for issue 41 item 5): what the product really stores,
// who sees it, on which legal basis and for how long — as data, so the site's page
// (mfe-discovery/src/institucional) shows it and the api's tests hold it to the database: every
// column of api/src/db/schema.ts is classified under one of PRIVACY_CATEGORIES
// (api/src/privacidade/inventario.ts), and each category's card must name what its columns hold.
import { AGENDA_PRIVADA_DIAS_PASSADOS } from '../calendar';
import { DOCUMENTO_VERIFICACAO_RETENCAO_DIAS } from '../operacao/verificacao';
import { SALA_ABRE_MINUTOS_ANTES, SALA_FECHA_MINUTOS_DEPOIS, SALA_SINALIZACAO_RETENCAO_MINUTOS, SALA_TICKET_VALIDADE_SEGUNDOS } from '../sala/constants';
import { PRONTUARIO_RETENCAO_ANOS } from '../prontuario/prontuario';
import { ERASURE_KEEPS_SECTION, PRAZO_FISCAL } from './registros';

/** The sign-up consent box, word for word (the policy quotes it; shell's /cadastro links both texts in it). */
export const SIGN_UP_CONSENT = {
  terms: 'Termos de Uso',
  policy: 'Política de Privacidade',
  text: 'Li e concordo com os Termos de Uso e a Política de Privacidade',
} as const;

/** One text of the footer's institutional pages: a heading, an intro, sections. */
export interface InstitucionalText {
  heading: string;
  intro: string;
  /** Date of the text's last change, dd/MM/yyyy. */
  updated?: string;
  sections: InstitucionalSection[];
}

export interface InstitucionalSection {
  title: string;
  /** the section's anchor on the page (`#id`), for links to it */
  id?: string;
  paragraphs?: string[];
  items?: string[];
  dataKinds?: DataKind[];
  /** A paragraph that names the controller's contact address (filled from the runtime config). */
  contact?: true;
}

/** The kinds of personal data the product keeps: each is one card of the policy. */
export const PRIVACY_CATEGORIES = [
  'conta',
  'cadastro-cliente',
  'perfil-terapeuta',
  'verificacao-profissional',
  'recebimento',
  'agendamentos',
  'pagamentos',
  'prontuario',
  'avaliacoes',
  'avisos',
  'calendario',
  'sala',
  'operacao',
  'registros',
] as const;
export type PrivacyCategory = (typeof PRIVACY_CATEGORIES)[number];

/** One kind of personal data: what, why, on which legal basis, who else receives it, for how long. */
export interface DataKind {
  id: PrivacyCategory;
  name: string;
  what: string;
  purpose: string;
  legalBasis: string;
  recipients: string;
  retention: string;
}

/** The date of the policy's (and the other footer texts') last change. */
export const POLITICA_ATUALIZADA_EM = '29/11/2026';

/** The title of the section on what an erasure keeps (the erase dialog may point to it). */
export const O_QUE_FICA_TITULO = 'O que fica depois de excluir a conta';
/** Its anchor: /politica-de-privacidade#o-que-fica */
export const O_QUE_FICA_ID = 'o-que-fica';

/** Said in every data kind the erase button removes. */
const UNTIL_ERASED = 'Enquanto sua conta existir; apagado quando você usa "Excluir minha conta".';

export const PRIVACY_DATA_KINDS: DataKind[] = [
  {
    id: 'conta',
    name: 'Conta de acesso',
    what: 'E-mail, senha, tipo de conta (cliente ou terapeuta), a data de criação e a do primeiro acesso, o momento em que você usou "Sair de todos os dispositivos" e, se você excluir a conta, a data da exclusão.',
    purpose: 'Criar sua conta, confirmar seu e-mail, deixar você entrar com segurança, encerrar acessos antigos e recuperar a senha.',
    legalBasis: 'Execução de contrato (LGPD, art. 7º, V).',
    recipients:
      'Provedor de identidade (Amazon Cognito, da Amazon Web Services), que guarda o e-mail e a senha; o Acolhe nunca vê nem guarda sua senha.',
    retention: `${UNTIL_ERASED} Só a data da exclusão fica, sem nenhum outro dado, para recusar acessos com a conta apagada.`,
  },
  {
    id: 'cadastro-cliente',
    name: 'Cadastro de cliente',
    what: 'Nome, e-mail, telefone, CPF, gênero, data de nascimento, cidade, estado, endereço (CEP, rua, número, complemento, bairro) e foto, quando você os informa.',
    purpose:
      'Identificar você para o terapeuta com quem agenda. O CPF é pedido uma vez, quando você vai pagar uma sessão, porque o recibo do Receita Saúde que o psicólogo emite precisa do CPF de quem pagou.',
    legalBasis: 'Execução de contrato (art. 7º, V); o CPF, também para o cumprimento de obrigação legal do psicólogo com a Receita Federal (art. 7º, II).',
    recipients:
      'O terapeuta com quem você agenda vê seu nome. Seu CPF é visto só pelo terapeuta com quem você tem sessão confirmada, na área Financeiro dele, para emitir o recibo do Receita Saúde (que ele informa à Receita Federal), e vai na declaração de atendimento e pagamento. Quando esse terapeuta abre seu prontuário, seu nome, e-mail, telefone e data de nascimento são copiados para a identificação do prontuário, cifrada. O CEP digitado é consultado no serviço ViaCEP para preencher o endereço; a foto fica no serviço de armazenamento de arquivos.',
    retention: `${UNTIL_ERASED} O que foi copiado para um prontuário segue o prazo do prontuário.`,
  },
  {
    id: 'perfil-terapeuta',
    name: 'Perfil de terapeuta',
    what: 'Nome, título, CRP, CPF, data de nascimento, telefone, e-mail, gênero, especialidades, abordagens, descrição, formação, idiomas, valores, duração das sessões, modalidades, endereço do consultório, foto, vídeo, link de pagamento, onde acontecem as sessões online (a sala do Acolhe ou o seu próprio link), disponibilidade, bloqueios e feriados em que atende.',
    purpose:
      'Publicar seu perfil para quem procura atendimento e receber agendamentos. São públicos: nome, título, CRP, descrição, formação, especialidades, abordagens, valores, bairro e cidade do consultório, foto e vídeo. CPF, telefone, e-mail e rua do consultório nunca são publicados. O gênero nunca aparece no perfil; só se você marcar "Aparecer no filtro de gênero da busca" a busca filtrada por gênero encontra você (e quem filtra fica sabendo o gênero informado).',
    legalBasis: 'Execução de contrato (art. 7º, V).',
    recipients:
      'Visitantes do site (a parte pública); o cliente de uma sessão presencial confirmada vê o endereço completo do consultório; seu CPF e seu CRP vão na declaração de atendimento e pagamento que seus clientes baixam; ViaCEP (o CEP do consultório); o serviço de armazenamento de arquivos (a foto).',
    retention: `${UNTIL_ERASED} O perfil sai da busca na hora.`,
  },
  {
    id: 'verificacao-profissional',
    name: 'Verificação profissional (CRP)',
    what: 'A foto ou o PDF da carteira profissional (documento do CRP) que o terapeuta envia, com o tipo e o tamanho do arquivo; a data do envio, a decisão da equipe (aprovado ou recusado), quem decidiu e quando, o motivo de uma recusa; e, se houver, a suspensão do perfil e o motivo.',
    purpose: 'Conferir, antes de o perfil aparecer na busca, que quem atende é psicólogo com registro ativo no Conselho Regional de Psicologia.',
    legalBasis: 'Execução de contrato (art. 7º, V) e legítimo interesse em proteger quem procura atendimento (art. 7º, IX).',
    recipients:
      'Somente a equipe de operação do Acolhe, que entra com senha e código de um aplicativo autenticador; cada abertura do documento fica no registro de auditoria. O documento nunca fica em endereço público.',
    retention: `O documento é apagado ${DOCUMENTO_VERIFICACAO_RETENCAO_DIAS} dias depois da decisão; a decisão, a data e o motivo ficam enquanto o perfil existir.`,
  },
  {
    id: 'recebimento',
    name: 'Forma de recebimento e chave Pix',
    what: 'Como o terapeuta recebe (Pix pelo Acolhe, o próprio link de pagamento ou no consultório) e, com Pix, a chave Pix com o tipo (CPF, CNPJ, e-mail, telefone ou aleatória), o nome e a cidade de quem recebe.',
    purpose: 'Montar o QR Code e o código "Pix copia e cola" de cada sessão, para o cliente pagar direto ao terapeuta: o dinheiro nunca passa pelo Acolhe.',
    legalBasis: 'Execução de contrato (art. 7º, V).',
    recipients: 'Os clientes do terapeuta, ao pagar uma sessão confirmada, veem a chave Pix, o nome e a cidade (estão dentro do código Pix), e o banco do cliente os lê no pagamento.',
    retention: UNTIL_ERASED,
  },
  {
    id: 'agendamentos',
    name: 'Agendamentos',
    what: 'Data, horário, duração, modalidade (online ou presencial), situação da sessão, as observações que você escreve ao pedir, a forma de pagamento combinada, o link da sessão online, quem cancelou e o motivo e, numa série semanal ou quinzenal, a regra (dia e horário), as datas puladas e o motivo, e o pedido de mudança de dia e horário enquanto o terapeuta não responde.',
    purpose: 'Marcar, confirmar, remarcar e cancelar sessões e lembrar vocês dois delas.',
    legalBasis:
      `Agendar com um psicólogo revela que você procura cuidado em saúde mental, um dado pessoal sensível: tratamos esses dados para a tutela da saúde, por profissionais de saúde (art. 11, II, "f"), e com o seu consentimento específico e destacado (art. 11, I), dado ao marcar "${SIGN_UP_CONSENT.text}" no cadastro.`,
    recipients:
      'Somente o terapeuta daquela sessão e o serviço de e-mail que entrega os avisos e convites de calendário (.ics). O Acolhe não vende nem compartilha dados de saúde com anunciantes, planos de saúde ou empregadores.',
    retention:
      'Enquanto sua conta existir. Se você excluir a conta, as sessões futuras são canceladas e as passadas ficam com o terapeuta, para os registros dele, sem seu nome e sem suas observações.',
  },
  {
    id: 'pagamentos',
    name: 'Pagamentos, recibos e declarações',
    what: 'De cada sessão confirmada: o valor, se é a primeira sessão gratuita, a situação do pagamento (pendente, informado pelo cliente, recebido, não recebido; numa sessão paga e depois cancelada: a reembolsar, reembolsado ou retido), as datas em que o cliente informou e o terapeuta confirmou, o lembrete enviado, a marca de recibo do Receita Saúde emitido e o número do recibo; e a declaração de atendimento e pagamento emitida, com o código de verificação, os nomes e os CPFs do terapeuta e do cliente.',
    purpose: 'Registrar o que foi pago (o Acolhe nunca recebe o dinheiro), lembrar o psicólogo dos recibos do Receita Saúde a emitir e dar ao cliente a declaração para reembolso do plano de saúde.',
    legalBasis: 'Execução de contrato (art. 7º, V) e cumprimento de obrigação legal (art. 7º, II): o recibo do Receita Saúde.',
    recipients:
      'O terapeuta e o cliente da sessão. Quem tiver o código de uma declaração pode conferi-la na página pública de verificação, que mostra os CPFs mascarados.',
    retention: `Enquanto as contas existirem. Se uma das partes excluir a conta, ficam só os pagamentos já recebidos (nome e CPF de quem pagou, valor e data, vistos só pelo terapeuta que recebeu) e as declarações já emitidas, ${PRAZO_FISCAL}.`,
  },
  {
    id: 'prontuario',
    name: 'Prontuário (registro clínico)',
    what: 'O que o psicólogo registra sobre o atendimento: a identificação do cliente (nome, contato e data de nascimento, copiados do cadastro quando ele abre o prontuário), a demanda, os registros de evolução de cada sessão com todas as versões, os pedidos de cópia do cliente e cada acesso ao prontuário (quem leu, exportou ou liberou uma cópia, e quando).',
    purpose: 'Permitir ao psicólogo registrar o atendimento, como exige o Conselho Federal de Psicologia (Resolução CFP nº 1/2009), e ao cliente pedir uma cópia.',
    legalBasis: 'Cumprimento de obrigação legal ou regulatória (art. 11, II, "a") e tutela da saúde (art. 11, II, "f").',
    recipients:
      'Somente o psicólogo que atendeu você lê e escreve o seu prontuário; você recebe uma cópia em PDF quando pede e ele a libera. Todo o texto fica cifrado no banco de dados (AES-256-GCM, com uma chave própria para cada prontuário, guardada cifrada por uma chave-mestra mantida fora do banco): nenhuma tela da equipe do Acolhe o mostra, e nada dele vai para e-mails, avisos ou registros de acesso.',
    retention: `Por pelo menos ${PRONTUARIO_RETENCAO_ANOS} anos após a última sessão, como manda a Resolução CFP nº 1/2009: não é apagado antes disso, nem a pedido, nem com a exclusão da conta. Se o cliente excluir a conta, o nome dele no prontuário é trocado por uma referência, e o prontuário continua legível só pelo psicólogo.`,
  },
  {
    id: 'avaliacoes',
    name: 'Avaliações e denúncias',
    what: 'Nota, comentário, seu nome abreviado (por exemplo, "Joana A."), a data e a resposta do terapeuta; as denúncias de uma avaliação (quem denunciou, o motivo, o texto e a decisão da equipe) e, se a avaliação for ocultada, a data e o motivo.',
    purpose: 'Ajudar outras pessoas a escolher um profissional e retirar avaliações que violem as regras.',
    legalBasis: 'Consentimento (art. 7º, I): você decide escrever, editar ou apagar sua avaliação, e ela é pública. As denúncias: legítimo interesse em manter as avaliações dentro das regras (art. 7º, IX).',
    recipients: 'Visitantes do site (as avaliações publicadas). As denúncias, somente a equipe de operação do Acolhe; o autor de uma avaliação ocultada recebe o motivo.',
    retention: 'Até você apagá-la. Se você excluir a conta, ela continua publicada assinada como "Cliente Acolhe", sem seu nome.',
  },
  {
    id: 'avisos',
    name: 'Avisos e e-mails',
    what: 'Os avisos que o Acolhe envia a você (pedidos, confirmações, cancelamentos, lembretes, recibos a emitir), o endereço de destino, a situação da entrega, se você já leu o aviso e sua preferência de receber lembretes por e-mail.',
    purpose: 'Avisar você do que acontece com suas sessões.',
    legalBasis: 'Execução de contrato (art. 7º, V).',
    recipients:
      'O serviço de envio de e-mail (SMTP) que entrega as mensagens. Os convites de calendário anexados levam seu e-mail como participante e o do Acolhe como organizador.',
    retention: UNTIL_ERASED,
  },
  {
    id: 'calendario',
    name: 'Calendário',
    what: 'O endereço secreto da agenda privada do terapeuta (para assinar no Google, Apple ou Outlook) e os arquivos de calendário (.ics) das sessões: data e horário (no fuso de Brasília), o nome da outra parte, o local (a sala online ou o endereço do consultório) e um link para o Acolhe. Se o terapeuta conectar calendários externos (Google, Outlook, iCloud ou uma conta CalDAV): o endereço do calendário externo, o usuário e a senha de app da conta, guardados cifrados, os nomes dos calendários da conta, o estado da última sincronização e só os horários ocupados dos eventos — nunca o título, a descrição, os participantes ou o local.',
    purpose: 'Colocar as sessões no calendário de cada um e mantê-las em dia quando mudam; não oferecer horários em que o terapeuta está ocupado nos seus outros calendários.',
    legalBasis: 'Execução de contrato (art. 7º, V).',
    recipients:
      'O aplicativo de calendário que você escolhe (Google, Apple, Microsoft…) recebe as sessões que você adiciona, assina ou recebe por e-mail. Na agenda privada do terapeuta os clientes aparecem com o nome abreviado ("Joana A."); quem tiver o endereço vê as sessões, por isso o terapeuta pode trocá-lo a qualquer momento. O servidor de um calendário externo conectado recebe os pedidos de leitura do Acolhe (com o usuário e a senha de app, numa conta CalDAV).',
    retention: `O endereço da agenda, até ser trocado ou a conta ser excluída; ela mostra as sessões confirmadas dos últimos ${AGENDA_PRIVADA_DIAS_PASSADOS} dias em diante. O que já está no seu calendário fica lá até você apagar. Um calendário externo e seus horários ocupados, até ser desconectado ou a conta ser excluída.`,
  },
  {
    id: 'sala',
    name: 'Sala online (vídeo)',
    what: `Para abrir a sala de uma sessão online: um ingresso de uso único (guardado só como um resumo criptográfico, válido por ${SALA_TICKET_VALIDADE_SEGUNDOS} segundos) e as mensagens de sinalização que ligam os dois aparelhos (endereços de rede e parâmetros da chamada). A imagem e o som não são guardados.`,
    purpose: `Ligar cliente e terapeuta por vídeo, só na janela da sessão (de ${SALA_ABRE_MINUTOS_ANTES} minutos antes do início a ${SALA_FECHA_MINUTOS_DEPOIS} minutos depois do fim).`,
    legalBasis: 'Tutela da saúde (art. 11, II, "f") e execução de contrato (art. 7º, V).',
    recipients:
      'Ninguém além de vocês dois: a imagem e o som vão direto de um aparelho ao outro (ponto a ponto), criptografados, e nada é gravado. Quando a rede não permite a ligação direta, eles passam por um servidor de retransmissão (TURN), ainda criptografados, sem que ele possa vê-los ou ouvi-los.',
    retention: `As mensagens de sinalização são apagadas em poucos minutos (até ${SALA_SINALIZACAO_RETENCAO_MINUTOS}); os ingressos, 1 minuto depois de vencerem.`,
  },
  {
    id: 'operacao',
    name: 'Registro de auditoria da equipe',
    what: 'Cada ação da equipe de operação do Acolhe (aprovar ou recusar uma verificação, abrir um documento, ocultar ou manter uma avaliação, suspender ou reativar um perfil): o operador (com o e-mail dele), quando, sobre qual perfil, conta ou avaliação, e o motivo.',
    purpose: 'Prestar contas de cada decisão da equipe e investigar abusos.',
    legalBasis: 'Legítimo interesse em segurança e transparência (art. 7º, IX).',
    recipients: 'Somente a equipe de operação do Acolhe.',
    retention: 'O registro não pode ser alterado nem apagado, nem pela própria equipe.',
  },
  {
    id: 'registros',
    name: 'Registros de acesso e segurança',
    what: 'Endereço IP, data e hora, página ou operação pedida e o resultado. Senhas, tokens e CPF nunca são registrados.',
    purpose: 'Manter o serviço seguro, investigar abusos e cumprir o Marco Civil da Internet.',
    legalBasis: 'Cumprimento de obrigação legal (art. 7º, II; Marco Civil, art. 15) e legítimo interesse em segurança (art. 7º, IX).',
    recipients: 'A infraestrutura que hospeda o Acolhe; autoridades, somente por ordem judicial.',
    retention: 'Seis meses, como exige o Marco Civil; as chaves que evitam um pedido duplicado, com a resposta dada, 24 horas.',
  },
];

export const POLITICA_DE_PRIVACIDADE: InstitucionalText = {
  heading: 'Política de privacidade',
  intro:
    'Esta política explica, em linguagem direta, quais dados pessoais o Acolhe trata, para quê, com que base na Lei Geral de Proteção de Dados (LGPD, Lei nº 13.709/2018), com quem os compartilha, por quanto tempo os guarda e como você exerce seus direitos.',
  updated: POLITICA_ATUALIZADA_EM,
  sections: [
    {
      title: 'Quem é o controlador',
      paragraphs: [
        'O Acolhe é o controlador dos dados tratados na plataforma. O prontuário é do psicólogo que o escreve, que responde por ele perante o Conselho: o Acolhe o guarda cifrado em nome dele.',
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
        'Serviço de armazenamento de arquivos: as fotos de perfil e os documentos de verificação profissional.',
        'ViaCEP: somente o CEP digitado, para preencher o endereço.',
        'YouTube (youtube-nocookie.com): somente quando você abre um perfil com vídeo, o próprio YouTube recebe o acesso ao vídeo.',
        'O aplicativo de calendário que você escolhe: as sessões que você adiciona ou assina.',
        'O terapeuta com quem você agenda: seu nome e os dados da sessão; com a sessão confirmada, seu CPF, para o recibo do Receita Saúde, que ele informa à Receita Federal.',
        'Seus clientes, se você é terapeuta e recebe por Pix: a chave Pix, o nome e a cidade de quem recebe.',
      ],
      paragraphs: [
        'Alguns desses fornecedores podem guardar dados fora do Brasil; nesses casos a transferência segue o art. 33 da LGPD, com cláusulas contratuais de proteção. Não vendemos dados e não usamos seus dados para publicidade.',
      ],
    },
    {
      // what an erasure keeps, why and for how long: the same text the erase dialog shows (registros.ts)
      title: O_QUE_FICA_TITULO,
      id: O_QUE_FICA_ID,
      paragraphs: [...ERASURE_KEEPS_SECTION.paragraphs],
      items: [...ERASURE_KEEPS_SECTION.items],
    },
    {
      title: 'Seus direitos e como exercê-los no Acolhe',
      items: [
        'Confirmação e acesso, e portabilidade (art. 18, I, II e V): em Configurações da conta, "Seus dados" → "Exportar meus dados" baixa um arquivo com tudo o que guardamos sobre você.',
        'Correção (art. 18, III): edite seus dados em Configurações da conta a qualquer momento.',
        `Eliminação e revogação do consentimento (art. 18, VI e IX): em Configurações da conta, "Excluir minha conta" apaga seus dados pessoais na hora, com as exceções de "${O_QUE_FICA_TITULO}".`,
        'Informação sobre compartilhamento (art. 18, VII): esta página.',
        'Oposição, anonimização ou qualquer outra dúvida: escreva para o contato do controlador acima; respondemos em até 15 dias.',
        'Você também pode reclamar à Autoridade Nacional de Proteção de Dados (ANPD).',
      ],
    },
    {
      title: 'Segurança',
      paragraphs: [
        'As conexões são criptografadas (HTTPS), cada pessoa só acessa os próprios dados e as sessões de que participa, e senhas ficam apenas no provedor de identidade.',
        'O prontuário é cifrado no banco de dados (AES-256-GCM) e só se abre para o psicólogo que o escreveu; a sala online liga os dois aparelhos diretamente e não grava nada; a equipe de operação entra com senha e código de um aplicativo autenticador, e cada ação dela fica num registro que não pode ser apagado.',
      ],
    },
    {
      title: 'Crianças e adolescentes',
      paragraphs: ['As contas do Acolhe são para maiores de 18 anos. O atendimento de menores deve ser combinado pelo responsável legal diretamente com o profissional.'],
    },
  ],
};

/** The policy's whole text, as the page shows it (what a test can search). */
export function politicaTexto(text: InstitucionalText = POLITICA_DE_PRIVACIDADE): string {
  return [
    text.heading,
    text.intro,
    ...text.sections.flatMap((s) => [
      s.title,
      ...(s.paragraphs ?? []),
      ...(s.items ?? []),
      ...(s.dataKinds ?? []).flatMap((k) => [k.name, k.what, k.purpose, k.legalBasis, k.recipients, k.retention]),
    ]),
  ].join('\n');
}
