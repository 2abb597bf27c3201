// The rows of the perfis slice (docs/decisions/0047-one-operation-table.md).
export {};
