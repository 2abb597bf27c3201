import { CLIENT_PHOTO_MAX_BYTES, THERAPIST_PHOTO_MAX_BYTES } from './constants';
import { PHOTO_TEXTS, photoProblem } from './photo';

describe('photoProblem', () => {
  it('takes PNG, JPEG, WebP and GIF up to the owner’s ceiling', () => {
    expect(photoProblem('cliente', { type: 'image/png', size: 10 })).toBeNull();
    expect(photoProblem('cliente', { type: 'image/webp', size: CLIENT_PHOTO_MAX_BYTES })).toBeNull();
    expect(photoProblem('terapeuta', { type: 'image/gif', size: THERAPIST_PHOTO_MAX_BYTES })).toBeNull();
  });

  it.each(['application/pdf', '', 'image/svg+xml', 'image/heic'])('refuses %p as not an image the api takes', (type) => {
    expect(photoProblem('terapeuta', { type, size: 10 })).toEqual({
      title: 'Arquivo inválido',
      message: 'Por favor, selecione uma imagem válida.',
    });
  });

  it('says the ceiling in MB: 1MB for a client, 5MB for a therapist', () => {
    expect(photoProblem('cliente', { type: 'image/jpeg', size: CLIENT_PHOTO_MAX_BYTES + 1 })).toEqual({
      title: 'Arquivo muito grande',
      message: 'A imagem deve ter no máximo 1MB.',
    });
    expect(photoProblem('terapeuta', { type: 'image/jpeg', size: 2 * 1024 * 1024 })).toBeNull();
    expect(photoProblem('terapeuta', { type: 'image/jpeg', size: THERAPIST_PHOTO_MAX_BYTES + 1 })?.message).toBe(
      'A imagem deve ter no máximo 5MB.',
    );
  });

  it('states the pixel ceiling', () => {
    expect(PHOTO_TEXTS.tooManyPixels).toBe('A imagem deve ter no máximo 4096×4096 pixels.');
  });
});
