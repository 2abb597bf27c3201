// Style sheets are bundled by webpack's css-loader; TypeScript only needs to accept the import.
declare module '*.css';
