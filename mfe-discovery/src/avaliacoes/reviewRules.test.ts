import type { Review } from '@acolhe/shared-domain';
import {
  canAddReview,
  canReportReview,
  commentCounter,
  initialDraft,
  isEligibleReviewer,
  isVerifiedReview,
  ownReview,
  replyOf,
  reviewDraftProblem,
} from './reviewRules';

const review = (over: Partial<Review> = {}): Review => ({
  id: 'r1',
  terapeutaId: 't1',
  clientName: 'Ana',
  nota: 4,
  comentario: 'Muito atenciosa e pontual.',
  dataAvaliacao: '2026-03-01',
  canEdit: false,
  verified: false,
  resposta: null,
  ...over,
});
const cliente = { id: 'c1', tipo: 'cliente' as const };
const terapeuta = { id: 't9', tipo: 'terapeuta' as const };

describe('who may add a review', () => {
  it('a signed-in client the api says may review (a completed session), without an own review, with the form closed', () => {
    expect(canAddReview(cliente, [review()], false, true)).toBe(true);
    expect(canAddReview(cliente, [review()], true, true)).toBe(false);
  });

  it('not a client without a completed session with the therapist (issue 32)', () => {
    expect(canAddReview(cliente, [review()], false, false)).toBe(false);
    expect(isEligibleReviewer(cliente, [], false)).toBe(false);
  });

  it('never a guest nor a therapist', () => {
    expect(canAddReview(null, [], false, true)).toBe(false);
    expect(canAddReview(terapeuta, [], false, true)).toBe(false);
    expect(isEligibleReviewer(null, [], true)).toBe(false);
    expect(isEligibleReviewer(terapeuta, [], true)).toBe(false);
  });

  it('anyone but the author may report a review', () => {
    expect(canReportReview(review())).toBe(true);
    expect(canReportReview(review({ canEdit: true }))).toBe(false);
  });

  it('not a client who already reviewed (the api marks their own review canEdit)', () => {
    expect(canAddReview(cliente, [review({ canEdit: true })], false, true)).toBe(false);
    expect(ownReview([review(), review({ id: 'r2', canEdit: true })], cliente)?.id).toBe('r2');
    expect(ownReview([review()], null)).toBeNull();
  });
});

describe('what a review shows', () => {
  it('the verified mark only when the api says so', () => {
    expect(isVerifiedReview(review({ verified: true }))).toBe(true);
    expect(isVerifiedReview(review())).toBe(false);
    expect(isVerifiedReview({ verified: 'true' as unknown as boolean })).toBe(false);
  });

  it("the therapist's answer, dated dd/MM/yyyy; none when absent or blank", () => {
    expect(replyOf(review({ resposta: { texto: ' Obrigada pelo retorno! ', data: '2026-03-08' } }))).toEqual({
      text: 'Obrigada pelo retorno!',
      date: '08/03/2026',
    });
    expect(replyOf(review())).toBeNull();
    expect(replyOf(review({ resposta: { texto: '  ', data: '2026-03-08' } }))).toBeNull();
    expect(replyOf(review({ resposta: { texto: 'Oi, tudo bem.', data: '' } }))).toEqual({ text: 'Oi, tudo bem.', date: '' });
  });
});

describe('review draft validation', () => {
  it('requires a star rating first', () => {
    expect(reviewDraftProblem({ nota: 0, comentario: '' })).toEqual({
      field: 'nota',
      title: 'Avaliação obrigatória',
      message: 'Por favor, selecione uma avaliação com estrelas.',
    });
  });

  it('requires at least 10 characters after trimming', () => {
    expect(reviewDraftProblem({ nota: 5, comentario: '   curto    ' })).toEqual({
      field: 'comentario',
      title: 'Comentário muito curto',
      message: 'Por favor, escreva um comentário com pelo menos 10 caracteres.',
    });
    expect(reviewDraftProblem({ nota: 5, comentario: ' 123456789 ' })?.field).toBe('comentario');
    expect(reviewDraftProblem({ nota: 5, comentario: '1234567890' })).toBeNull();
  });

  it('refuses an overlong comment with its own title', () => {
    expect(reviewDraftProblem({ nota: 3, comentario: 'a'.repeat(2001) })?.title).toBe('Comentário muito longo');
  });

  it('counts trimmed characters against 10', () => {
    expect(commentCounter('')).toBe('mínimo de 10 caracteres (0/10)');
    expect(commentCounter('  abc  ')).toBe('mínimo de 10 caracteres (3/10)');
    expect(commentCounter('uma frase bem longa')).toBe('19/2000 caracteres');
  });

  it('opens empty when creating and prefilled when editing', () => {
    expect(initialDraft(null)).toEqual({ nota: 0, comentario: '' });
    expect(initialDraft(review({ nota: 2, comentario: 'Texto anterior salvo.' }))).toEqual({
      nota: 2,
      comentario: 'Texto anterior salvo.',
    });
  });
});
