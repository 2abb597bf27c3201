// What this remote exposes is the contract's (@acolhe/shared-domain/contracts): with other props
// this file does not compile (typecheck), and a missing entry fails here. webpack.config.cjs names
// the same modules; `npm test`'s contracts step compares the built manifest with the contract.
import { exposedNames, type ExposedComponents } from '@acolhe/shared-domain/contracts';
import ClienteDashboardPage from './ClienteDashboardPage';
import ClienteConfiguracoesPage from './ClienteConfiguracoesPage';

const entries = { ClienteDashboardPage, ClienteConfiguracoesPage } satisfies ExposedComponents<'clientArea'>;

it('has an entry component for every module the contract says clientArea exposes', () => {
  expect(Object.keys(entries).sort()).toEqual(exposedNames('clientArea').sort());
  for (const entry of Object.values(entries)) expect(typeof entry).toBe('function');
});
