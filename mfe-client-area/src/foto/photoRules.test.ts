import { CLIENT_PHOTO_MAX_BYTES } from '@acolhe/shared-domain';
import { PHOTO_NOT_IMAGE, PHOTO_TOO_LARGE, photoProblem } from './photoRules';

describe('photoProblem (product.md#validation client photo)', () => {
  it('accepts any image up to exactly 1MB', () => {
    expect(photoProblem({ type: 'image/png', size: 10 })).toBeNull();
    expect(photoProblem({ type: 'image/webp', size: CLIENT_PHOTO_MAX_BYTES })).toBeNull();
  });
  it('refuses a file that is not an image', () => {
    expect(photoProblem({ type: 'application/pdf', size: 10 })).toEqual({
      title: 'Arquivo inválido',
      message: 'Por favor, selecione uma imagem válida.',
    });
    expect(photoProblem({ type: '', size: 10 })).toBe(PHOTO_NOT_IMAGE);
  });
  it('refuses an image over 1MB', () => {
    expect(photoProblem({ type: 'image/jpeg', size: CLIENT_PHOTO_MAX_BYTES + 1 })).toEqual({
      title: 'Arquivo muito grande',
      message: 'A imagem deve ter no máximo 1MB.',
    });
    expect(photoProblem({ type: 'image/jpeg', size: 2 * 1024 * 1024 })).toBe(PHOTO_TOO_LARGE);
  });
});
