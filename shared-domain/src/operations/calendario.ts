// The rows of the calendario slice (docs/decisions/0047-one-operation-table.md).
export {};
