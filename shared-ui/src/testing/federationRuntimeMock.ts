// The Module Federation runtime as shared-ui's federation tests stand it in: every call a jest.fn,
// preloads resolved. Use: jest.mock('@module-federation/enhanced/runtime', () => jest.requireActual(
// '../testing/federationRuntimeMock').federationRuntimeMock()).
export const federationRuntimeMock = () => ({
  loadRemote: jest.fn(),
  preloadRemote: jest.fn().mockResolvedValue(undefined),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
  registerGlobalPlugins: jest.fn(),
});
