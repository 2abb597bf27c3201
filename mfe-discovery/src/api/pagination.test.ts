import { flattenPages, nextPageParam, totalOf } from './pagination';

const items = (from: number, n: number) => Array.from({ length: n }, (_, i) => ({ id: String(from + i) }));

describe('nextPageParam', () => {
  it('follows totalElements when the api sends it', () => {
    expect(nextPageParam({ content: items(0, 12), totalElements: 30 }, 0, 12)).toBe(1);
    expect(nextPageParam({ content: items(24, 6), totalElements: 30 }, 2, 30)).toBeUndefined();
    expect(nextPageParam({ content: [], totalElements: 30 }, 5, 24)).toBeUndefined();
  });

  it('guesses from a full page without totalElements', () => {
    expect(nextPageParam({ content: items(0, 12) }, 0, 12, 12)).toBe(1);
    expect(nextPageParam({ content: items(0, 5) }, 0, 5, 12)).toBeUndefined();
  });

  it('stops when the server ignored paging and sent more than a page', () => {
    expect(nextPageParam({ content: items(0, 40) }, 0, 40, 12)).toBeUndefined();
  });
});

describe('flattenPages / totalOf', () => {
  it('concatenates pages without duplicates', () => {
    expect(flattenPages([{ content: items(0, 2) }, { content: items(1, 2) }]).map((i) => i.id)).toEqual(['0', '1', '2']);
  });

  it('reads the total of the first page', () => {
    expect(totalOf([{ content: [], totalElements: 7 }])).toBe(7);
    expect(totalOf([{ content: [] }])).toBeNull();
    expect(totalOf([])).toBeNull();
  });
});
