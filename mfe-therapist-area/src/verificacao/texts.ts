// The words of 'Verificação profissional' (the shared ones come from shared-domain's VERIFICACAO_MSG).
export const VERIFICACAO_TEXTS = {
  title: 'Verificação profissional',
  explain:
    'Para proteger quem procura ajuda, conferimos o registro de cada psicólogo(a) no Conselho Regional de Psicologia antes de mostrar o perfil nas buscas.',
  crp: 'CRP',
  crpHint: 'Região e número: 06/12345 ou 06/123456.',
  crpObrigatorio: 'Informe seu CRP.',
  crpInvalido: 'CRP inválido. Use região e número: 06/12345 ou 06/123456.',
  regiaoInexistente: (regiao: string) => `Não existe a região ${regiao}: os Conselhos Regionais de Psicologia vão de 01 a 24.`,
  conselho: (rotulo: string) => `Conselho Regional de Psicologia: ${rotulo}`,
  cpfUsado: 'Usamos o CPF do seu perfil para conferir o registro.',
  cpfFaltando: 'Seu perfil ainda não tem um CPF válido. Preencha o CPF no perfil antes de enviar.',
  cpfLink: 'Preencher CPF no perfil',
  documento: 'Carteira do CRP',
  documentoHint: 'Foto (JPG, PNG ou WebP) ou PDF da sua carteira profissional, até 5 MB. Só a equipe do Acolhe vê este documento.',
  escolherDocumento: 'Escolher arquivo',
  trocarDocumento: 'Trocar arquivo',
  enviar: 'Enviar para verificação',
  enviarNovamente: 'Enviar novamente',
  cancelar: 'Cancelar',
  enviadoEm: (data: string) => `Enviado em ${data}.`,
  motivo: 'Motivo da recusa',
  recusada: 'Sua verificação não foi aprovada.',
  verificadoEm: (data: string) => `CRP verificado em ${data}`,
  enviada: 'Documento enviado para verificação.',
  envioFalhou: 'Não foi possível enviar para verificação. Tente novamente.',
  loadError: 'Não foi possível carregar a verificação.',
  retry: 'Tentar novamente',
  banner: 'Seu perfil só aparece nas buscas depois da verificação do CRP',
  bannerLink: 'Ir para a verificação profissional',
  motivoSuspensao: 'Motivo informado pela equipe',
  escreverSuporte: 'Escrever para o suporte',
} as const;

/** The card's id: the banner and e-mails link to `/usuario/{id}/configuracoes#verificacao`. */
export const VERIFICACAO_ANCHOR = 'verificacao';
