import { parseSlots } from './calendar';

const slots = [
  { date: '2026-11-23', time: '14:00', available: true },
  { date: '2026-11-23', time: '09:00', available: true },
];

it('reads a list or a content envelope and drops malformed rows', () => {
  expect(parseSlots(slots)).toHaveLength(2);
  expect(parseSlots({ content: slots.slice(0, 1) })).toHaveLength(1);
  expect(parseSlots([{ date: '2026-11-23' }, null, 'x', slots[0]])).toEqual([slots[0]]);
  expect(parseSlots(null)).toEqual([]);
});
