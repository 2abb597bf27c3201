import * as v from 'valibot';
import { readAnswer, readList, UNEXPECTED_ANSWER_MESSAGE, UnexpectedAnswerError } from './answers';

const slot = v.strictObject({ date: v.string(), time: v.string(), available: v.boolean() });

it('returns an answer that matches its schema', () => {
  expect(readAnswer(slot, { date: '2030-03-05', time: '10:00', available: true })).toEqual({ date: '2030-03-05', time: '10:00', available: true });
  expect(readList(slot, [{ date: '2030-03-05', time: '10:00', available: false }])).toHaveLength(1);
});

it('an answer that does not match is a pt-BR error naming the fields, never their values', () => {
  const read = () => readList(slot, [{ date: '2030-03-05', time: 'ansiedade severa', available: 'sim' }]);
  expect(read).toThrow(UnexpectedAnswerError);
  expect(read).toThrow(UNEXPECTED_ANSWER_MESSAGE);
  try {
    read();
  } catch (err) {
    expect((err as UnexpectedAnswerError).fields).toEqual(['0.available']);
    expect(JSON.stringify(err) + String(err)).not.toContain('sim');
  }
  expect(() => readAnswer(slot, null)).toThrow(UNEXPECTED_ANSWER_MESSAGE);
  expect(() => readList(slot, { content: [] })).toThrow(UnexpectedAnswerError);
});
