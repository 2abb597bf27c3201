// The operators' area's messages (api answers and the console), one place.
export const OPERACAO_MSG = {
  /** a customer's token (of any role or claim) on /operacao/* */
  somenteOperadores: 'Área restrita à equipe de operação do Acolhe.',
  /** an operator acting on their own account */
  naoSobreSiMesmo: 'Um(a) operador(a) não pode decidir sobre a própria conta.',
  motivoObrigatorio: 'Informe o motivo.',
  filtroInvalido: 'Filtro inválido.',
} as const;
