import { modalityOffer, modalityProblem, modalityText, officePlace, resolveModality, toModality } from './modality';

describe('modality at booking', () => {
  it('asks only when the therapist offers both formats', () => {
    expect(modalityOffer(['online', 'presencial'])).toEqual({ kind: 'choice' });
    expect(modalityOffer(['presencial', 'online'])).toEqual({ kind: 'choice' });
    expect(modalityOffer(['online'])).toEqual({ kind: 'fixed', modality: 'online' });
    expect(modalityOffer(['presencial'])).toEqual({ kind: 'fixed', modality: 'presencial' });
    expect(modalityOffer(['presencial', 'outro'])).toEqual({ kind: 'fixed', modality: 'presencial' });
    expect(modalityOffer([])).toEqual({ kind: 'fixed', modality: 'online' });
    expect(modalityOffer(null)).toEqual({ kind: 'loading' });
  });

  it('the request carries the only format, or the choice', () => {
    expect(resolveModality({ kind: 'fixed', modality: 'presencial' }, 'online')).toBe('presencial');
    expect(resolveModality({ kind: 'choice' }, 'online')).toBe('online');
    expect(resolveModality({ kind: 'choice' }, null)).toBeNull();
    expect(resolveModality({ kind: 'loading' }, 'online')).toBeNull();
  });

  it('the choice is required when asked', () => {
    expect(modalityProblem({ kind: 'choice' }, null)).toBe('Escolha se a sessão será online ou presencial.');
    expect(modalityProblem({ kind: 'choice' }, 'presencial')).toBeNull();
    expect(modalityProblem({ kind: 'fixed', modality: 'online' }, null)).toBeNull();
  });

  it('reads stored values defensively', () => {
    expect(toModality('presencial')).toBe('presencial');
    expect(toModality('ambos')).toBeNull();
    expect(toModality(undefined)).toBeNull();
  });

  it('shows the format, and where a presencial session happens', () => {
    expect(modalityText('online', { officeNeighborhood: 'Consolação', officeCity: 'São Paulo' })).toBe('Sessão online');
    expect(modalityText('presencial', { officeNeighborhood: 'Consolação', officeCity: 'São Paulo' })).toBe(
      'Sessão presencial — Consolação, São Paulo',
    );
    expect(modalityText('presencial', { officeNeighborhood: '', officeCity: 'Recife' })).toBe('Sessão presencial — Recife');
    expect(modalityText('presencial', {})).toBe('Sessão presencial');
    expect(officePlace({ officeNeighborhood: ' Centro ', officeCity: '' })).toBe('Centro');
  });
});
