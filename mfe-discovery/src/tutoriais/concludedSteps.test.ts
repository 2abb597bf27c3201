import { concludedStorageKey, parseConcluded, progressLabel, withStep } from './concludedSteps';

describe('tutorial progress', () => {
  const ids = ['a', 'b', 'c', 'd'];

  it('uses one storage key per tutorial', () => {
    expect(concludedStorageKey('clientes')).not.toBe(concludedStorageKey('terapeutas'));
  });

  it('parses a stored list, keeping only known steps in tutorial order', () => {
    expect(parseConcluded('["c","a","zz"]', ids)).toEqual(['a', 'c']);
  });

  it('ignores missing or corrupt storage', () => {
    expect(parseConcluded(null, ids)).toEqual([]);
    expect(parseConcluded('{oops', ids)).toEqual([]);
    expect(parseConcluded('{"a":true}', ids)).toEqual([]);
  });

  it('marks and unmarks a step without duplicates', () => {
    expect(withStep(['a'], 'b', true)).toEqual(['a', 'b']);
    expect(withStep(['a', 'b'], 'b', true)).toEqual(['a', 'b']);
    expect(withStep(['a', 'b'], 'a', false)).toEqual(['b']);
  });

  it('labels the progress', () => {
    expect(progressLabel(2, 4)).toBe('2 de 4 etapas concluídas');
  });
});
