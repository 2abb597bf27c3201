export { downloadMyData, eraseMyAccount } from './account';
