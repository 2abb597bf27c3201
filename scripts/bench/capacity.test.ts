import { loadResultOf } from './capacity';

describe("the capacity part reads the load run's result line", () => {
  it('finds LOAD_RESULT among the other lines', () => {
    const out = 'carga: ok\nLOAD_RESULT {"mode":"capacity","phases":[{"mode":"closed"},{"mode":"open"}],"failed":false}\n';
    expect(loadResultOf(out)).toEqual({ mode: 'capacity', phases: [{ mode: 'closed' }, { mode: 'open' }], failed: false });
  });

  it('answers undefined when the run ended without one', () => {
    expect(loadResultOf('carga: as réplicas não subiram\n')).toBeUndefined();
  });
});
