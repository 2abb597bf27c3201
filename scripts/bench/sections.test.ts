import { chunksSectionOf, keepingSections, loadSectionOf, withLoadSection } from './sections';

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

describe('issue 47: the hand-kept chunk table of docs/benchmarks.md', () => {
  it('survives a rewrite by the bench, with the load section after it', () => {
    const chunks = '<!-- chunks:start -->\n## Chunks\n\n| chunk | before | after |\n<!-- chunks:end -->';
    const previous = withLoadSection(`# Benchmarks\n\nold figures\n\n${chunks}\n`, 'load v1');
    const next = keepingSections('# Benchmarks\n\nnew figures\n', previous);
    expect(next).toBe(`# Benchmarks\n\nnew figures\n\n${chunks}\n\n<!-- load:start -->\nload v1\n<!-- load:end -->\n`);
    expect(chunksSectionOf(next)).toBe(chunks);
    // rewritten again: still once
    expect(keepingSections('# Benchmarks\n\nnewer\n', next)).toBe(`# Benchmarks\n\nnewer\n\n${chunks}\n\n<!-- load:start -->\nload v1\n<!-- load:end -->\n`);
  });

  it('a document without hand-kept sections is the report as written', () => {
    expect(keepingSections('# Benchmarks\n', '# old\n')).toBe('# Benchmarks\n');
    expect(chunksSectionOf('# nothing')).toBe('');
  });
});
