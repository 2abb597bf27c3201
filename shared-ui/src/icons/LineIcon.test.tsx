import { render } from '@testing-library/react';
import { LineIcon } from './LineIcon';

it('is decorative without a title, a named image with one', () => {
  const { container, rerender } = render(<LineIcon size={20} />);
  const svg = container.querySelector('svg');
  expect(svg).toHaveAttribute('aria-hidden', 'true');
  expect(svg).toHaveAttribute('width', '20');
  expect(svg).not.toHaveAttribute('role');
  rerender(<LineIcon title="Verificado" />);
  expect(container.querySelector('svg')).toHaveAttribute('role', 'img');
  expect(container.querySelector('svg')).toHaveAttribute('aria-label', 'Verificado');
  expect(container.querySelector('svg')).not.toHaveAttribute('aria-hidden');
});
