// @acolhe/shared-ui/harness — a remote's standalone page; bundled only by the remote's own entry.
export { mountHarness } from './mountHarness';
