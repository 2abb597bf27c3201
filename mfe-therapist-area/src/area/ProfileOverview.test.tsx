import { screen, within } from '@testing-library/react';
import { renderAt, resetUi } from '@acolhe/shared-ui/testing';
import { therapist } from '../test/fixtures';
import { ProfileOverview } from './ProfileOverview';

beforeEach(() => resetUi());

it('specialty chips in the private area look like the public ones: normal case, not all caps', () => {
  renderAt(
    <ProfileOverview
      therapist={therapist({
        specialties: [
          { id: 'ansiedade', name: 'Ansiedade' },
          { id: 'luto', name: 'Luto e perdas' },
        ],
      })}
    />,
    { route: '/usuario/t1', path: '/usuario/:id' },
  );
  const chips = within(screen.getByRole('list', { name: 'Especialidades' })).getAllByRole('listitem');
  expect(chips.map((c) => c.textContent)).toEqual(['Ansiedade', 'Luto e perdas']);
  for (const chip of chips) expect(chip).toHaveStyle({ textTransform: 'none' });
});
