// The rows of the sessoes slice (docs/decisions/0047-one-operation-table.md).
export {};
