// The pt-BR messages of the external calendars (issue 45): what a connect's 400 says, what a
// calendar's state says after a failed sync (and the e-mail repeats). One place; the tests import them.
export const CALENDARIOS_MSG = {
  naoEIcs: 'O endereço não é um calendário iCalendar (.ics). Confira se copiou o endereço secreto no formato iCal.',
  senhaRecusada: 'Usuário ou senha recusados pelo servidor de calendário.',
  acessoRecusado: 'O servidor recusou o acesso ao calendário. Confira se o endereço está completo (o endereço secreto, não o público).',
  naoEncontrado: 'O calendário não foi encontrado nesse endereço: ele pode ter sido trocado ou desativado.',
  inalcancavel: 'Não foi possível conectar ao servidor de calendário. Confira o endereço e tente de novo.',
  enderecoProibido: 'Esse endereço não pode ser usado: ele aponta para uma rede interna.',
  grandeDemais: 'O calendário é grande demais para ser lido (mais de 2 MB).',
  demorou: 'O servidor de calendário demorou demais para responder. Tente de novo mais tarde.',
  erroDoServidor: (status: number) => `O servidor de calendário respondeu com um erro (HTTP ${status}). Tente de novo mais tarde.`,
  semCalendarios: 'Nenhum calendário de eventos foi encontrado nessa conta CalDAV.',
  naoEncontradoAqui: 'Calendário externo não encontrado.',
  colecaoNaoEncontrada: 'Calendário da conta não encontrado.',
  soCaldav: 'Só uma conta CalDAV tem calendários para escolher.',
  limite: (max: number) => `Você pode conectar até ${max} calendários externos.`,
} as const;
