// The two tutorials of product.md#screens, four steps each.
import type { TutorialKind } from './concludedSteps';
import { MY_SESSIONS_TITLE } from '@acolhe/shared-domain';

export interface TutorialStep {
  id: string;
  title: string;
  summary: string;
  details: string[];
}

export interface Tutorial {
  kind: TutorialKind;
  heading: string;
  intro: string;
  overview: string[];
  cta: { label: string; to: string };
  steps: TutorialStep[];
}

export const TUTORIAL_TERAPEUTAS: Tutorial = {
  kind: 'terapeutas',
  heading: 'Tutorial para terapeutas',
  intro: 'Veja como montar seu perfil no Acolhe, abrir sua agenda e começar a receber pacientes.',
  overview: [
    'O Acolhe conecta você a pessoas que procuram acompanhamento psicológico, online ou presencial.',
    'Seu perfil público mostra sua formação, abordagem, valores e as avaliações dos pacientes. Os clientes escolhem um horário livre da sua agenda e você confirma ou recusa cada solicitação.',
    'Siga as quatro etapas do Passo a Passo e marque cada uma como concluída para acompanhar seu progresso.',
  ],
  cta: { label: 'Criar minha conta de terapeuta', to: '/cadastro' },
  steps: [
    {
      id: 'perfil-profissional',
      title: 'Complete seu perfil profissional',
      summary: 'Preencha seus dados pessoais e profissionais para poder receber agendamentos.',
      details: [
        'Em Configurações, aba Perfil, informe nome completo, CPF, CRP, telefone, cidade e estado.',
        'Escolha suas especialidades, idiomas, tipos e formatos de sessão.',
        'Defina o valor e a duração da sessão, escreva sua biografia e sua abordagem terapêutica.',
        'Adicione sua formação acadêmica, uma foto e, se quiser, um vídeo de apresentação.',
      ],
    },
    {
      id: 'disponibilidade',
      title: 'Configure sua disponibilidade',
      summary: 'Diga em quais dias e horários você atende.',
      details: [
        'Na aba Disponibilidade, ative os dias da semana em que atende.',
        'Defina o horário de início e de fim de cada dia e a duração da sessão.',
        'Confira a prévia dos horários gerados e salve.',
      ],
    },
    {
      id: 'solicitacoes',
      title: 'Gerencie as solicitações de agendamento',
      summary: 'Confirme ou recuse os pedidos de sessão dos clientes.',
      details: [
        'Na sua Área do Terapeuta, as novas solicitações aparecem como pendentes.',
        'Confirme para reservar o horário ou recuse se não puder atender.',
        'As consultas confirmadas ficam na lista de confirmadas; as demais, no histórico.',
      ],
    },
    {
      id: 'pacientes',
      title: 'Interaja com seus pacientes',
      summary: 'Prepare cada sessão e mantenha suas anotações organizadas.',
      details: [
        'Em uma consulta confirmada, use Gerenciar para incluir o link da sessão online.',
        'Registre suas anotações sobre a consulta, visíveis apenas para você.',
        'Atenda no horário combinado e incentive seus pacientes a avaliarem o atendimento.',
      ],
    },
  ],
};

export const TUTORIAL_CLIENTES: Tutorial = {
  kind: 'clientes',
  heading: 'Tutorial para clientes',
  intro: 'Veja como encontrar um(a) terapeuta, agendar sua sessão e aproveitar o Acolhe.',
  overview: [
    'No Acolhe você encontra psicólogos qualificados, compara perfis, valores e avaliações e agenda sessões online ou presenciais.',
    'Buscar e ver perfis é livre; para agendar e avaliar, basta criar sua conta de cliente.',
    'Siga as quatro etapas do Passo a Passo e marque cada uma como concluída para acompanhar seu progresso.',
  ],
  cta: { label: 'Buscar terapeutas', to: '/terapeutas' },
  steps: [
    {
      id: 'buscar',
      title: 'Busque um(a) terapeuta',
      summary: 'Encontre profissionais por especialidade, nome, modalidade e cidade.',
      details: [
        'Na página inicial ou em Nossos terapeutas, digite uma especialidade (por exemplo, Ansiedade) ou o nome do(a) terapeuta.',
        'Filtre por modalidade (online, presencial ou ambos) e pela sua cidade.',
        'Abra os perfis para ler a formação, a abordagem e as avaliações de outros pacientes.',
      ],
    },
    {
      id: 'agendar',
      title: 'Agende uma sessão',
      summary: 'Escolha uma data e um horário livres na agenda do(a) terapeuta.',
      details: [
        'No perfil do(a) terapeuta, escolha uma data disponível no calendário.',
        'Selecione um horário e, se quiser, escreva uma observação para o(a) terapeuta.',
        'Envie a solicitação: o(a) terapeuta confirma e você acompanha o status no seu painel.',
      ],
    },
    {
      id: 'perfil',
      title: 'Complete seu perfil',
      summary: 'Mantenha seus dados atualizados para facilitar o atendimento.',
      details: [
        'No seu painel, abra Configurações.',
        'Adicione uma foto, seus dados pessoais e seu endereço.',
        'Se precisar, altere sua senha na área de segurança.',
      ],
    },
    {
      id: 'sessoes',
      title: 'Participe das sessões',
      summary: 'Acompanhe suas consultas e compareça no horário combinado.',
      details: [
        `Em ${MY_SESSIONS_TITLE}, veja as próximas sessões, as pendentes e as anteriores.`,
        'Nas sessões online, use o link enviado pelo(a) terapeuta; nas presenciais, vá ao endereço do consultório.',
        'Depois da sessão, avalie o(a) terapeuta no perfil dele(a) para ajudar outras pessoas.',
      ],
    },
  ],
};
