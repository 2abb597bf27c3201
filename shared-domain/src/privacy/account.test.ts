import { ERASE_CONFIRMATION_WORD, isEraseConfirmed } from './account';

describe('isEraseConfirmed', () => {
  it('accepts only the exact word (surrounding spaces ignored)', () => {
    expect(ERASE_CONFIRMATION_WORD).toBe('EXCLUIR');
    expect(isEraseConfirmed('EXCLUIR')).toBe(true);
    expect(isEraseConfirmed('  EXCLUIR ')).toBe(true);
    expect(isEraseConfirmed('excluir')).toBe(false);
    expect(isEraseConfirmed('EXCLUI')).toBe(false);
    expect(isEraseConfirmed('')).toBe(false);
  });
});
