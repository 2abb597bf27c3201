export { acolheTheme } from './theme';
export { AppProviders } from './AppProviders';
export { notify, loadToasts } from './toasts/toasts';
export { clearDataCache, registerDataCache } from './dataCacheRegistry';
export { SectionErrorBoundary, SECTION_ERROR_TEXT } from './SectionErrorBoundary';
export { RemoteComponent } from './federation/RemoteComponent';
export { registerRemotesFromManifest, loadRemoteModule, preloadRemoteModule, prepareRemotePage, registeredRemotes } from './federation/runtime';
export { applyOverrides, REMOTES_OVERRIDE_KEY } from './federation/remotesManifest';
export { ChangePasswordDialog } from './change-password/ChangePasswordDialog';
