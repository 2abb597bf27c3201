import { photoProblem } from './photoRules';

it('accepts any image type, refuses other files and images above the api ceiling', () => {
  expect(photoProblem({ type: 'image/png', size: 2_000_000 })).toBeNull();
  expect(photoProblem({ type: 'image/svg+xml', size: 10 })).toBeNull();
  expect(photoProblem({ type: 'image/heic', size: 10 })).toBeNull();
  expect(photoProblem({ type: 'application/pdf', size: 10 })).toBe('Por favor, selecione uma imagem válida.');
  expect(photoProblem({ type: 'image/jpeg', size: 6 * 1024 * 1024 })).toBe('A imagem deve ter no máximo 5MB.');
});
