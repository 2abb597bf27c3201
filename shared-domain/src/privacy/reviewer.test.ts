import { ANONYMOUS_CLIENT_NAME, publicReviewerName } from './reviewer';

describe('publicReviewerName', () => {
  it.each([
    ['Joana Alves', 'Joana A.'],
    ['Joana Alves da Silva', 'Joana S.'],
    ['  maria   de souza  ', 'maria S.'],
    ['Carla', 'Carla'],
    ['Pedro dos', 'Pedro'],
    ['', ANONYMOUS_CLIENT_NAME],
    ['   ', ANONYMOUS_CLIENT_NAME],
    [ANONYMOUS_CLIENT_NAME, ANONYMOUS_CLIENT_NAME],
    ['Élio Ávila', 'Élio Á.'],
  ])('%j → %j', (name, expected) => {
    expect(publicReviewerName(name)).toBe(expected);
  });

  it('never contains the full last name', () => {
    expect(publicReviewerName('Rafael Monteiro')).not.toContain('Monteiro');
  });
});
