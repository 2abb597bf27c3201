// The rows of the pagamentos slice (docs/decisions/0047-one-operation-table.md).
export {};
