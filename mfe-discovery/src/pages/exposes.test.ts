// What this remote exposes is the contract's (@acolhe/shared-domain/contracts). The entries below
// are typed by it: another name, a missing one or other props do not compile (typecheck). This test
// holds the build's exposes (exposes.json, which webpack.config.cjs reads) to these very modules, so
// a name wired to another file fails here; `npm test`'s contracts step compares the built
// manifest's names with the contract.
import path from 'node:path';
import type { ExposedComponents } from '@acolhe/shared-domain/contracts';
import { expectExposesBuiltFrom } from '@acolhe/shared-ui/testing';
import HomePage from './HomePage';
import TerapeutasPage from './TerapeutasPage';
import TerapeutaPerfilPage from './TerapeutaPerfilPage';
import TutorialTerapeutasPage from './TutorialTerapeutasPage';
import TutorialClientesPage from './TutorialClientesPage';
import InstitucionalPage from './InstitucionalPage';
import DeclaracaoPage from './DeclaracaoPage';
import exposes from '../../exposes.json';

const entries = { HomePage, TerapeutasPage, TerapeutaPerfilPage, TutorialTerapeutasPage, TutorialClientesPage, InstitucionalPage, DeclaracaoPage } satisfies ExposedComponents<'discovery'>;

it('builds each exposed module from the file of the component the contract types', () =>
  expectExposesBuiltFrom(exposes, entries, path.join(__dirname, '..', '..')));
