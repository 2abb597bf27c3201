// The rows of the auditoria slice (docs/decisions/0047-one-operation-table.md).
export {};
