// What this remote exposes is the contract's (@acolhe/shared-domain/contracts): with other props
// this file does not compile (typecheck), and a missing entry fails here. webpack.config.cjs names
// the same modules; `npm test`'s contracts step compares the built manifest with the contract.
import { exposedNames, type ExposedComponents } from '@acolhe/shared-domain/contracts';
import HomePage from './HomePage';
import TerapeutasPage from './TerapeutasPage';
import TerapeutaPerfilPage from './TerapeutaPerfilPage';
import TutorialTerapeutasPage from './TutorialTerapeutasPage';
import TutorialClientesPage from './TutorialClientesPage';
import InstitucionalPage from './InstitucionalPage';

const entries = { HomePage, TerapeutasPage, TerapeutaPerfilPage, TutorialTerapeutasPage, TutorialClientesPage, InstitucionalPage } satisfies ExposedComponents<'discovery'>;

it('has an entry component for every module the contract says discovery exposes', () => {
  expect(Object.keys(entries).sort()).toEqual(exposedNames('discovery').sort());
  for (const entry of Object.values(entries)) expect(typeof entry).toBe('function');
});
