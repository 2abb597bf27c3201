import { screen } from '@testing-library/react';
import { renderAt, signInForEachTest } from '@acolhe/shared-ui/testing';
import { THERAPIST_USER } from '../test/fakeApi';
import { PhotoSection } from './PhotoSection';

signInForEachTest(THERAPIST_USER);

describe('profile photo section', () => {
  it("loads the photo lazily at its size: below the area's header, whose photo comes first", async () => {
    renderAt(<PhotoSection therapistId="t1" fullName="Marina Duarte" imageUrl="http://api.test/uploads/terapeutas/t1.png" onUploaded={() => undefined} />, {
      route: '/usuario/t1',
      path: '/usuario/:id',
    });
    const photo = await screen.findByRole('img', { name: 'Foto de Marina Duarte' });
    expect(photo).toHaveAttribute('width', '96');
    expect(photo).toHaveAttribute('height', '96');
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo).toHaveAttribute('decoding', 'async');
    expect(photo).not.toHaveAttribute('fetchpriority');
  });
});
