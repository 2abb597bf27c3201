import type { FormEvent } from 'react';
import { submitWith } from './submitWith';

it("stops the browser's own submit and calls the form's submit once", () => {
  const submit = jest.fn();
  const event = { preventDefault: jest.fn() } as unknown as FormEvent;
  submitWith(submit)(event);
  expect(event.preventDefault).toHaveBeenCalledTimes(1);
  expect(submit).toHaveBeenCalledTimes(1);
});
