import { screen } from '@testing-library/react';
import { renderAt, resetUi } from '@acolhe/shared-ui/testing';
import { AreaHeader } from './AreaHeader';

beforeEach(resetUi);

describe('therapist area header', () => {
  it("fetches the therapist's photo first, at its size (the top of every area page)", async () => {
    renderAt(<AreaHeader therapistId="t1" name="Marina Duarte" imageUrl="http://api.test/uploads/terapeutas/t1.png" />, {
      route: '/usuario/t1',
      path: '/usuario/:id',
    });
    const photo = await screen.findByRole('img', { name: 'Foto de Marina Duarte' });
    expect(photo).toHaveAttribute('width', '80');
    expect(photo).toHaveAttribute('height', '80');
    expect(photo).toHaveAttribute('loading', 'eager');
    expect(photo).toHaveAttribute('fetchpriority', 'high');
  });
});
