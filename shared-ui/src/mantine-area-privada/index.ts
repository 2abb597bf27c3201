// @acolhe/shared-ui/mantine-area-privada — the Mantine components only the private areas (the
// therapist's, the client's and the operators' console) use. A shared singleton of its own, provided by the shell and
// loaded with the first private page, so no public page downloads them (NumberInput and its
// number-format library, Table, Select, Chip, FileButton: ~11 KB gzip of the shell's first load).
// In the browser build the share scope serves tooling/webpack/facades/mantine-area-privada.mjs,
// generated from this list; types and unit tests read this file as it is.
// tooling/webpack/facades/README.md, "A façade for the private areas".
export { Burger, Chip, FileButton, NumberInput, Select, Table } from '@mantine/core';
