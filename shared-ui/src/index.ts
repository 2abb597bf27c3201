export { acolheTheme } from './theme';
export { AppProviders } from './AppProviders';
export { dismissToast, notify, loadToasts } from './toasts/toasts';
export { showApiErrors, inputByName, type ApiErrorForm, type ShowApiErrorsOptions } from './forms/showApiErrors';
export { clearDataCache, registerDataCache } from './dataCacheRegistry';
export { SectionErrorBoundary, SECTION_ERROR_TEXT } from './SectionErrorBoundary';
export { RemoteComponent } from './federation/RemoteComponent';
export { PartLoader } from './feedback/PartLoader';
export { LineIcon, type LineIconProps } from './icons/LineIcon';
export { registerRemotesFromManifest, loadRemoteModule, preloadRemoteModule, registeredRemotes } from './federation/runtime';
export { loadRemotePage, prepareRemotePage } from './federation/remotePage';
export { applyOverrides, REMOTES_OVERRIDE_KEY } from './federation/remotesManifest';
export { CEP_LOOKUP_TEXTS, useCepLookup } from './cep/useCepLookup';
export { photoImageProps } from './images/photoImage';
export { useNearViewport } from './visibility/useNearViewport';
// what a series commits to (issue 44 item 1): the booking's note (the areas import it from area-privada)
export { SerieTermos, type SerieTermosProps } from './serie/SerieTermos';
export { usePageTitleContext, reportedTitleContext, subscribeTitleContext } from './title/pageTitleContext';
// The private areas' components: @acolhe/shared-ui/area-privada (kept out of every page's first load).
export {
  ServerPagesContext,
  SiteOriginContext,
  useSiteOrigin,
  serverRenderState,
  useServerRenderedDocument,
  type ServerData,
  type ServerRenderState,
} from './server-render/serverRender';
