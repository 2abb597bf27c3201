// The rows of the operacao slice (docs/decisions/0047-one-operation-table.md).
export {};
