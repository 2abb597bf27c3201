import { reviewReplySchema, validate, type Review } from '@acolhe/shared-domain';
import { REPLY_MAX, isAwaitingReply, replyError, sortReviews } from './reviews';

const review = (over: Partial<Review>): Review => ({
  id: 'r1',
  terapeutaId: 't1',
  clientName: 'Joana A.',
  nota: 5,
  comentario: 'Muito atenciosa.',
  dataAvaliacao: '2030-02-01',
  canEdit: false,
  verified: true,
  resposta: null,
  ...over,
});

it('an answer has 2–2000 characters (the shared message otherwise)', () => {
  expect(replyError('')).toBe('A resposta deve ter de 2 a 2000 caracteres.');
  expect(replyError('  a ')).toBe('A resposta deve ter de 2 a 2000 caracteres.');
  expect(replyError('Obrigada!')).toBeNull();
  expect(replyError('x'.repeat(REPLY_MAX))).toBeNull();
  expect(replyError('x'.repeat(REPLY_MAX + 1))).toBe('A resposta deve ter de 2 a 2000 caracteres.');
  // the counter's ceiling is the schema's
  expect(validate(reviewReplySchema, { texto: 'x'.repeat(REPLY_MAX + 1) }).success).toBe(false);
});

it('lists the latest first; only unanswered reviews await an answer', () => {
  expect(sortReviews([review({ id: 'a', dataAvaliacao: '2030-01-01' }), review({ id: 'b', dataAvaliacao: '2030-03-01' })]).map((r) => r.id)).toEqual(['b', 'a']);
  expect(isAwaitingReply(review({}))).toBe(true);
  expect(isAwaitingReply(review({ resposta: { texto: 'Obrigada!', data: '2030-02-02' } }))).toBe(false);
});
