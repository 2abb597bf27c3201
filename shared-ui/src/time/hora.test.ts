import { completeHora, isHora, maskHora } from './hora';

it('maskHora keeps at most four digits and writes HH:mm while typing', () => {
  expect(['', '1', '13', '130', '1300', '13:00', '13h00', '130099', '13:'].map(maskHora)).toEqual([
    '',
    '1',
    '13',
    '13:0',
    '13:00',
    '13:00',
    '13:00',
    '13:00',
    '13',
  ]);
});

it('isHora accepts 00:00–23:59 only, two digits each', () => {
  expect(['00:00', '08:00', '18:30', '23:59'].every(isHora)).toBe(true);
  expect(['24:00', '8:00', '12:60', '08:00 AM', '06:00 PM', '', '1230'].some(isHora)).toBe(false);
});

it('completeHora writes in full what can only mean one time and leaves the rest as typed', () => {
  expect(['9', '14', '0', '930', '18:00', '14:3', '25', '99:9', ''].map(completeHora)).toEqual([
    '09:00',
    '14:00',
    '00:00',
    '09:30',
    '18:00',
    '14:3',
    '25',
    '99:9',
    '',
  ]);
});
