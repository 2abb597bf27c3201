import { SERIES_MSG } from './messages';

it("a weekday the therapist does not work: 'aos' sábados e domingos, 'às' the other days", () => {
  expect(SERIES_MSG.weekdayNotWorked(6)).toBe('O(a) terapeuta não atende aos sábados. Escolha outro dia para a série.');
  expect(SERIES_MSG.weekdayNotWorked(0)).toBe('O(a) terapeuta não atende aos domingos. Escolha outro dia para a série.');
  expect(SERIES_MSG.weekdayNotWorked(4)).toBe('O(a) terapeuta não atende às quintas-feiras. Escolha outro dia para a série.');
});
