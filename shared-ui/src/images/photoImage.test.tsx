import { render, screen } from '@testing-library/react';
import { photoImageProps } from './photoImage';

describe('photoImageProps', () => {
  it('a photo below the fold: its size stated, loaded lazily, decoded off the main thread', () => {
    render(<img src="/f.webp" alt="Foto" {...photoImageProps(64)} />);
    const img = screen.getByRole('img', { name: 'Foto' });
    expect(img).toHaveAttribute('width', '64');
    expect(img).toHaveAttribute('height', '64');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it("the page's main photo: fetched at once, first", () => {
    render(<img src="/f.webp" alt="Foto" {...photoImageProps(120, { priority: true })} />);
    const img = screen.getByRole('img', { name: 'Foto' });
    expect(img).toHaveAttribute('width', '120');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });
});
