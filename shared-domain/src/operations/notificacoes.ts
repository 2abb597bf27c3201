// The rows of the notificacoes slice (docs/decisions/0047-one-operation-table.md).
export {};
