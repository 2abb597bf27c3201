export * from './hooks';
export { clientAreaKeys, keyMentions } from './keys';
