import * as v from 'valibot';
import { validate } from './validate';

describe('validate', () => {
  const schema = v.object({
    a: v.pipe(v.string('A obrigatório'), v.minLength(3, 'A curto'), v.regex(/^\d+$/, 'A numérico')),
    list: v.array(v.object({ b: v.string('B obrigatório') })),
  });
  it('returns the output on success', () => {
    expect(validate(schema, { a: '123', list: [] })).toEqual({ success: true, output: { a: '123', list: [] } });
  });
  it('keys errors by dotted path, first message per field, message = first issue', () => {
    expect(validate(schema, { a: 'x', list: [{ b: 1 }] })).toEqual({
      success: false,
      message: 'A curto',
      fieldErrors: { a: 'A curto', 'list.0.b': 'B obrigatório' },
    });
  });
});
