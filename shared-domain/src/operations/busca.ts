// The rows of the busca slice (docs/decisions/0047-one-operation-table.md).
export {};
