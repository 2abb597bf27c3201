import { filledStars, starsPath } from './stars';

describe('filledStars', () => {
  it('rounds to the half star', () => {
    expect(filledStars(4.74)).toBe(4.5);
    expect(filledStars(4.75)).toBe(5);
    expect(filledStars(4.2)).toBe(4);
    expect(filledStars(3)).toBe(3);
  });
  it('keeps to 0–5 whatever it is given', () => {
    expect(filledStars(7)).toBe(5);
    expect(filledStars(-1)).toBe(0);
    expect(filledStars(Number.NaN)).toBe(0);
  });
});

describe('starsPath', () => {
  it('draws one star per 24-unit cell', () => {
    const path = starsPath(5);
    expect(path.match(/M/g)).toHaveLength(5);
    expect(path.startsWith('M12 17.75')).toBe(true);
    expect(path).toContain('M108 17.75');
  });
});
