// The rows of the saude slice (docs/decisions/0047-one-operation-table.md).
export {};
