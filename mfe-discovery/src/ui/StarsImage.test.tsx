import { screen } from '@testing-library/react';
import { renderUi, resetAll } from '../test/render';
import { therapist } from '../test/fixtures';
import { TherapistCard } from '../therapist-card/TherapistCard';
import { StarsImage } from './StarsImage';

beforeEach(resetAll);

describe('StarsImage', () => {
  it('is one named image, yellow to the half star of the rating', () => {
    renderUi(<StarsImage value={4.3} label="Nota 4,3 de 5" />);
    const image = screen.getByRole('img', { name: 'Nota 4,3 de 5' });
    expect(image).toHaveAttribute('data-stars', '4.5');
    expect(image.querySelector('svg')).toHaveAttribute('width', '108'); // 4.5 stars of 24 units
  });
  it('keeps a card small: the stars are four elements, not a read-only Rating\'s ~50', () => {
    renderUi(<TherapistCard therapist={therapist({ rating: 4.8, reviewCount: 12 })} />);
    const stars = screen.getByRole('img', { name: 'Nota 4,8 de 5' });
    expect(stars.querySelectorAll('*').length + 1).toBe(4);
    expect(document.querySelectorAll('.mantine-Rating-root')).toHaveLength(0);
  });
});
