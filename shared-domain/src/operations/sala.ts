// The rows of the sala slice (docs/decisions/0047-one-operation-table.md).
export {};
