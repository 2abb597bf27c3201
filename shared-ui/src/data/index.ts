// @acolhe/shared-ui/data — the one react-query client of the page and its provider. A Module
// Federation singleton of its own (tooling/webpack/shared.cjs), apart from the shared-ui entry:
// the shell's own pages (login, sign-up) read no api data, so react-query loads with the first
// remote page (RemoteComponent) instead of with the shell.
export { adoptServerData, queryClient } from './queryClient';
export { DataCacheProvider } from './DataCacheProvider';
