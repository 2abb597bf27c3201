// The console's addresses, all under the shell's /operacao/* (shared-domain ROUTES.operacao).
export const CAMINHOS = {
  entrar: '/operacao/entrar',
  resumo: '/operacao',
  verificacoes: '/operacao/verificacoes',
  denuncias: '/operacao/denuncias',
  terapeutas: '/operacao/terapeutas',
  auditoria: '/operacao/auditoria',
} as const;
