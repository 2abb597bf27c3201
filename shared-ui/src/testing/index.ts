// @acolhe/shared-ui/testing — the remotes' component-test harness (never in a bundle): rendering
// inside the app's providers, a signed-in session, and the fake api behind the global fetch.
export { renderAt, renderInProviders, resetUi } from './render';
export { signInForEachTest } from './eachTest';
export { signInForTest, signInOnPage, signOutForTest, TEST_API_BASE, TEST_SUPPORT_EMAIL } from './session';
export { apiCallOf, fakeFetch, NETWORK_DOWN, type ApiCall, type FakeAnswer, type FetchedCall } from './fakeFetch';
export { expectExposesBuiltFrom } from './exposes';
