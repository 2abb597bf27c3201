// The rows of the verificacao slice (docs/decisions/0047-one-operation-table.md).
export {};
