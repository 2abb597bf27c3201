// The rows of the privacidade slice (docs/decisions/0047-one-operation-table.md).
export {};
