export { downloadMyData, eraseMyAccount, registerSiteAccess } from './account';
