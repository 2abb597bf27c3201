// The rows of the prontuario slice (docs/decisions/0047-one-operation-table.md).
export {};
