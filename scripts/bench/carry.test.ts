import { dataOf, merge, partsOf, withData, type BenchData } from './carry';

describe('BENCH_ONLY', () => {
  it('runs every part when unset, else the listed ones in their order', () => {
    expect(partsOf(undefined)).toEqual(['api', 'front', 'lighthouse', 'writes', 'capacity']);
    expect(partsOf('')).toEqual(['api', 'front', 'lighthouse', 'writes', 'capacity']);
    expect(partsOf('lighthouse')).toEqual(['lighthouse']);
    expect(partsOf(' lighthouse, front ')).toEqual(['front', 'lighthouse']);
    expect(partsOf('capacity,writes')).toEqual(['writes', 'capacity']);
  });

  it('refuses a part it does not know (a typo would otherwise run nothing)', () => {
    expect(() => partsOf('lighthose')).toThrow('BENCH_ONLY: parte desconhecida lighthose');
  });
});

describe('the figures carried in docs/benchmarks.md', () => {
  const lighthouse: BenchData['lighthouse'] = { date: '2030-01-01T00:00:00.000Z', settings: { runs: 3 }, result: { version: '12.8.2', runs: 3, pages: [] } };
  const front: BenchData['front'] = {
    date: '2030-01-02T00:00:00.000Z',
    settings: { pageRuns: 5 },
    result: { shellInitial: { raw: 1, gzip: 1, files: 1 }, homeTotal: { raw: 1, gzip: 1, files: 1 }, remotes: [], pages: [], throttle: 4, runs: 5 },
  };

  it('are written once, replaced in place, and read back', () => {
    const doc = '# Benchmarks\n\ntables\n';
    const first = withData(doc, { lighthouse });
    expect(first.startsWith('# Benchmarks\n\ntables\n\n<!-- bench-data {')).toBe(true);
    expect(dataOf(first)).toEqual({ lighthouse });
    const second = withData(`${first}\n<!-- load:start -->\nload\n<!-- load:end -->\n`, { lighthouse, front });
    expect(second.split('<!-- bench-data').length).toBe(2);
    expect(second.endsWith('<!-- load:start -->\nload\n<!-- load:end -->\n')).toBe(true);
    expect(dataOf(second)).toEqual({ lighthouse, front });
  });

  it('survive text that would end an HTML comment', () => {
    const tricky: BenchData['lighthouse'] = { ...lighthouse!, result: { version: 'a --> b \\-- c', runs: 3, pages: [] } };
    const doc = withData('# B\n', { lighthouse: tricky });
    expect(doc.indexOf('-->')).toBe(doc.length - '-->\n'.length);
    expect(dataOf(doc).lighthouse!.result.version).toBe('a --> b \\-- c');
  });

  it('are ignored when absent, unreadable or of another version', () => {
    expect(dataOf('# nothing')).toEqual({});
    expect(dataOf('<!-- bench-data {broken -->')).toEqual({});
    expect(dataOf('<!-- bench-data {"v":0,"parts":{"api":{}}} -->')).toEqual({});
  });

  it('a run of one part keeps the others and says they are carried over', () => {
    const newer = { ...lighthouse!, date: '2030-02-01T00:00:00.000Z' };
    expect(merge({ lighthouse, front }, { lighthouse: newer })).toEqual({ data: { lighthouse: newer, front }, carried: ['front'] });
    expect(merge({}, { front })).toEqual({ data: { front }, carried: [] });
  });
});
