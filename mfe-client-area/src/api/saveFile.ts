// The browser's save of a downloaded file: shared-auth's one helper (re-exported so this area's
// hooks and their tests name one module).
export { saveFile } from '@acolhe/shared-auth';
