// The rows of the agenda slice (docs/decisions/0047-one-operation-table.md).
export {};
