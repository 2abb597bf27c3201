import { keyMentions } from './keys';

it('finds a therapist id anywhere in a query key (plain part or inside an object part)', () => {
  expect(keyMentions(['public-therapist', 't1'], 't1')).toBe(true);
  expect(keyMentions(['slots', { therapistId: 't1', year: 2030, month: 3 }], 't1')).toBe(true);
  expect(keyMentions(['slots', { therapistId: 't10' }], 't1')).toBe(false);
  expect(keyMentions(['public-therapist', 't10'], 't1')).toBe(false);
});
