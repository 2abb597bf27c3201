export { acolheTheme } from './theme';
export { queryClient } from './queryClient';
export { AppProviders } from './AppProviders';
export { SectionErrorBoundary, SECTION_ERROR_TEXT } from './SectionErrorBoundary';
export { RemoteComponent } from './federation/RemoteComponent';
export { registerRemotesFromManifest, loadRemoteModule, registeredRemotes } from './federation/runtime';
export { applyOverrides, REMOTES_OVERRIDE_KEY } from './federation/remotesManifest';
export { mountHarness } from './harness/mountHarness';
export { ChangePasswordDialog } from './change-password/ChangePasswordDialog';
