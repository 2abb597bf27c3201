import { maskTime } from './time';

it('keeps at most four digits and writes HH:MM while typing', () => {
  expect(['', '1', '13', '130', '1300', '13:00', '13h00', '130099'].map(maskTime)).toEqual([
    '',
    '1',
    '13',
    '13:0',
    '13:00',
    '13:00',
    '13:00',
    '13:00',
  ]);
  // deleting the minutes leaves no dangling colon
  expect(maskTime('13:')).toBe('13');
});
