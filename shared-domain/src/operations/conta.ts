// The rows of the conta slice (docs/decisions/0047-one-operation-table.md).
export {};
