// The rows of the avaliacoes slice (docs/decisions/0047-one-operation-table.md).
export {};
