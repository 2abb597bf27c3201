// Texts of 'Calendários externos' (issue 45). The api's own messages (a refused password, a file
// that is not iCalendar, the schema's field messages) come from the api and shared-domain.
/** The anchor of the section (`/usuario/{id}/configuracoes#calendarios-externos`, under Disponibilidade). */
export const CALENDARIOS_ANCHOR = 'calendarios-externos';

export const CALENDARIOS_TEXTS = {
  title: 'Calendários externos',
  explain:
    'Conecte o Google Agenda, o Outlook, o iCloud ou outro calendário: os horários em que você está ocupado lá deixam de ser oferecidos no Acolhe.',
  privacy: 'O Acolhe guarda só os horários ocupados — nunca títulos, descrições ou participantes dos seus eventos.',
  listTitle: 'Conectados',
  empty: 'Nenhum calendário conectado.',
  loadError: 'Não foi possível carregar seus calendários.',
  tipo: { ics: 'Endereço ICS', caldav: 'Conta CalDAV' },
  sync: 'Sincronizar agora',
  remove: 'Remover',
  collectionsTitle: 'Calendários da conta',
  blocks: 'Bloqueia horários',
  receives: 'Recebe as sessões do Acolhe',
  receivesNone: 'Nenhum recebe as sessões',
  synced: { title: 'Calendário sincronizado' },
  syncFailed: { title: 'Não foi possível sincronizar', message: 'Não foi possível ler o calendário agora. Tente novamente.' },
  updated: { title: 'Calendário atualizado' },
  updateFailed: { title: 'Erro ao salvar', message: 'Não foi possível salvar sua escolha. Tente novamente.' },
  removeTitle: 'Remover calendário?',
  removeText: 'Os horários ocupados deste calendário deixam de bloquear sua agenda no Acolhe.',
  keep: 'Manter calendário',
  confirmRemove: 'Remover calendário',
  removed: { title: 'Calendário removido' },
  removeFailed: { title: 'Erro ao remover', message: 'Não foi possível remover o calendário. Tente novamente.' },
  connectTitle: 'Conectar calendário',
  connectWay: 'Como conectar',
  url: { ics: 'Endereço do calendário (ICS)', caldav: 'Servidor CalDAV' },
  urlPlaceholder: { ics: 'https://calendar.google.com/calendar/ical/…/basic.ics', caldav: 'https://caldav.exemplo.com.br/' },
  usuario: 'Usuário',
  senha: 'Senha de app',
  senhaHelp: 'Uma senha criada só para o Acolhe nas configurações da sua conta, não a senha principal.',
  help: {
    ics: [
      'Google Agenda: Configurações → o calendário → “Endereço secreto no formato iCal”.',
      'Outlook: Configurações → Calendário → Calendários compartilhados → “Publicar calendário” → o link ICS.',
      'iCloud: no app Calendário, compartilhe o calendário como “Calendário público” e copie o link (webcal://…).',
    ],
    caldav: [
      'iCloud: servidor https://caldav.icloud.com, seu Apple ID e uma senha de app (appleid.apple.com → Senhas de app).',
      'Nextcloud: o endereço do seu Nextcloud terminado em /remote.php/dav, seu usuário e uma senha de app (Configurações → Segurança).',
      'Fastmail: servidor https://caldav.fastmail.com, seu e-mail e uma senha de app (Configurações → Senhas e segurança).',
    ],
  },
  connect: 'Conectar',
  connected: { title: 'Calendário conectado', message: 'Os horários ocupados dele já não são oferecidos no Acolhe.' },
  connectFailed: { title: 'Não foi possível conectar', message: 'Não foi possível conectar o calendário. Tente novamente.' },
} as const;
