// What this remote exposes is the contract's (@acolhe/shared-domain/contracts): with other props
// this file does not compile (typecheck), and a missing entry fails here. webpack.config.cjs names
// the same modules; `npm test`'s contracts step compares the built manifest with the contract.
import { exposedNames, type ExposedComponents } from '@acolhe/shared-domain/contracts';
import AgendarPage from './AgendarPage';
import BookingCard from './BookingCard';
import SalaPage from './SalaPage';

const entries = { AgendarPage, BookingCard, SalaPage } satisfies ExposedComponents<'booking'>;

it('has an entry component for every module the contract says booking exposes', () => {
  expect(Object.keys(entries).sort()).toEqual(exposedNames('booking').sort());
  for (const entry of Object.values(entries)) expect(typeof entry).toBe('function');
});
