export { downloadMyData, eraseMyAccount, registerSiteAccess } from './account';
export { saveFile } from './saveFile';
