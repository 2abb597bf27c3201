// The rows of the series slice (docs/decisions/0047-one-operation-table.md).
export {};
