// The tables a PostgreSQL test run empties: at the start of the run (global-setup.ts) and at the
// start of each file that opens the database itself (helpers.ts createTestDatabase).
export const TRUNCATE_TEST_TABLES =
  'TRUNCATE contas, notificacoes, sessoes, avaliacoes, disponibilidades, terapeuta_especialidades, terapeutas, clientes, especialidades, busca_palavras CASCADE';
