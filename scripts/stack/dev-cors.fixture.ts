// Started by dev-cors.test.ts with tsx (maildev's packages are ESM-only, which jest's CommonJS
// resolver cannot load): the stack's mail catcher and identity emulator on free ports, configured
// as start.ts configures them for the site origin in argv[3]. Prints their URLs as one JSON line,
// then runs until its stdin closes.
import path from 'node:path';
import { startIdentityEmulator } from '../identity/emulator';
import { startMailCatcher } from './mail-catcher';

const [dir, site] = process.argv.slice(2) as [string, string];
const mail = await startMailCatcher({ smtpPort: 0, webPort: 0, mailDirectory: path.join(dir, 'mail'), siteOrigins: [site] });
const identity = await startIdentityEmulator({ port: 0, dataDir: path.join(dir, 'identity'), log: () => undefined, mailboxOrigins: [site] });
process.stdout.write(`${JSON.stringify({ mail: mail.webUrl, identity: identity.url })}\n`);
process.stdin.resume();
process.stdin.on('end', () => {
  void Promise.all([mail.close(), identity.close()]).then(() => process.exit(0));
});
