import { REVIEW_COMMENT_MAX, REVIEW_MIN_LENGTH } from '../constants';
import { reviewCommentCounter, reviewRequestSchema, reviewSchema } from './review';
import { validate } from './validate';

const errors = (input: unknown) => {
  const r = validate(reviewSchema, input);
  return r.success ? {} : r.fieldErrors;
};

describe('reviewSchema', () => {
  it('requires an integer rating 1..5', () => {
    for (const nota of [0, 6, 2.5, '5', undefined, null]) {
      expect(errors({ nota, comentario: 'Muito bom atendimento' }).nota).toBe(
        'Por favor, selecione uma avaliação com estrelas.',
      );
    }
    for (const nota of [1, 5]) expect(errors({ nota, comentario: 'Muito bom atendimento' })).toEqual({});
  });
  it('requires a trimmed comment of 10+ characters, at most 2000', () => {
    const msg = 'Por favor, escreva um comentário com pelo menos 10 caracteres.';
    expect(errors({ nota: 5, comentario: '123456789' }).comentario).toBe(msg);
    expect(errors({ nota: 5, comentario: '   123456789     ' }).comentario).toBe(msg);
    expect(errors({ nota: 5 }).comentario).toBe(msg);
    expect(errors({ nota: 5, comentario: 'x'.repeat(2001) }).comentario).toBe(
      'O comentário deve ter no máximo 2000 caracteres.',
    );
    expect(validate(reviewSchema, { nota: 4, comentario: '  1234567890  ' })).toEqual({
      success: true,
      output: { nota: 4, comentario: '1234567890' },
    });
  });
  it('request also needs the therapist and ignores server-owned fields', () => {
    const r = validate(reviewRequestSchema, {
      terapeutaId: 't1',
      nota: 5,
      comentario: 'Excelente profissional',
      clienteId: 'forged',
      canEdit: true,
    });
    expect(r).toEqual({ success: true, output: { terapeutaId: 't1', nota: 5, comentario: 'Excelente profissional' } });
    const bad = validate(reviewRequestSchema, { nota: 5, comentario: 'Excelente profissional' });
    expect(bad.success ? {} : bad.fieldErrors).toEqual({ terapeutaId: 'Terapeuta não informado.' });
  });
});

describe('reviewCommentCounter', () => {
  it("says the minimum until it is met (never a bare '0/10', which reads like a score)", () => {
    expect(reviewCommentCounter('')).toBe('mínimo de 10 caracteres (0/10)');
    expect(reviewCommentCounter('  abc  ')).toBe('mínimo de 10 caracteres (3/10)');
    expect(reviewCommentCounter('123456789')).toBe('mínimo de 10 caracteres (9/10)');
  });

  it('then the plain count against the ceiling, trimmed as the rule counts', () => {
    expect(reviewCommentCounter('1234567890')).toBe('10/2000 caracteres');
    expect(reviewCommentCounter('  uma frase bem longa  ')).toBe('19/2000 caracteres');
  });

  it('counts as the rule counts: invisible characters are not characters, an emoji is one', () => {
    expect(reviewCommentCounter('\u200B'.repeat(12))).toBe('mínimo de 10 caracteres (0/10)');
    expect(reviewCommentCounter('ótimo 👩‍💻\u202E')).toBe('mínimo de 10 caracteres (7/10)');
  });

  it('its numbers are the schema constants', () => {
    expect(reviewCommentCounter('')).toContain(`(0/${REVIEW_MIN_LENGTH})`);
    expect(reviewCommentCounter('x'.repeat(REVIEW_COMMENT_MAX))).toBe(`${REVIEW_COMMENT_MAX}/${REVIEW_COMMENT_MAX} caracteres`);
  });
});
