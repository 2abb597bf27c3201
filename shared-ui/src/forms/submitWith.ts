import type { FormEvent } from 'react';

/** A form's onSubmit that keeps the browser from submitting (and reloading) and calls `submit`,
 * which validates and sends on its own. */
export function submitWith(submit: () => unknown) {
  return (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
}
