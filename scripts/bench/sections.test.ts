import { loadSectionOf, withLoadSection } from './sections';

describe('the load section of docs/benchmarks.md', () => {
  it('is appended once, then replaced in place, and read back', () => {
    const first = withLoadSection('# Benchmarks\n\nfigures\n', 'load v1');
    expect(first).toBe('# Benchmarks\n\nfigures\n\n<!-- load:start -->\nload v1\n<!-- load:end -->\n');
    const second = withLoadSection(first, 'load v2');
    expect(second).toBe('# Benchmarks\n\nfigures\n\n<!-- load:start -->\nload v2\n<!-- load:end -->\n');
    expect(loadSectionOf(second)).toBe('<!-- load:start -->\nload v2\n<!-- load:end -->');
    expect(loadSectionOf('# nothing')).toBe('');
  });
});
