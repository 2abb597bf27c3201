// The one way a form shows the api's refusal (issue 44 item 3): the `fieldErrors` of a 4xx at the
// fields they name, the first of them focused; an answer about none of the form's fields (a 409, a
// 5xx, the network) as a toast with the api's message. Mantine's useForm fits as it is
// (setErrors, getInputNode); a form with its own state passes its setter and `inputByName(form)`.
import { apiErrorMessage, apiFieldErrors } from '@acolhe/shared-auth';
import { notify } from '../toasts/toasts';

export interface ApiErrorForm {
  setErrors: (errors: Record<string, string>) => void;
  /** The field's input, to focus the first one in error. */
  getInputNode?: (field: string) => HTMLElement | null | undefined;
}

export interface ShowApiErrorsOptions {
  /** The form's fields, in the order they are shown: only these take a message, and the first of
   * them in error is focused. Absent: every field the api named, in its order. */
  fields?: readonly string[];
  /** The api's field name → the form's (the api says 'texto', the form calls it 'resposta'). */
  rename?: Readonly<Record<string, string>>;
  /** An answer about none of the form's fields, said another way than the toast (under the form). */
  onOther?: (message: string) => void;
}

/**
 * Shows the api's answer to a submit on `form`. `fallback` is the toast's title (and its message
 * when the api gave none), or both apart. Returns the field errors shown ({} when it toasted instead).
 */
export function showApiErrors(
  form: ApiErrorForm,
  err: unknown,
  fallback: string | { title: string; message: string },
  options: ShowApiErrorsOptions = {},
): Record<string, string> {
  const { title, message: fallbackMessage } = typeof fallback === 'string' ? { title: fallback, message: fallback } : fallback;
  const named = Object.entries(apiFieldErrors(err)).map(([field, message]) => [options.rename?.[field] ?? field, message] as const);
  const kept = options.fields ? named.filter(([field]) => options.fields!.includes(field)) : named;
  const ordered = options.fields ? [...kept].sort(([a], [b]) => options.fields!.indexOf(a) - options.fields!.indexOf(b)) : kept;
  const errors = Object.fromEntries(ordered);
  const first = ordered[0]?.[0];
  if (first === undefined) {
    const message = apiErrorMessage(err, fallbackMessage);
    if (options.onOther) options.onOther(message);
    else notify({ color: 'red', title, message });
    return {};
  }
  form.setErrors(errors);
  form.getInputNode?.(first)?.focus();
  return errors;
}

/** getInputNode for a form with its own state: the form's control named `field` (its `name`). */
export function inputByName(form: HTMLFormElement | null | undefined): (field: string) => HTMLElement | null {
  return (field) => {
    const control = form?.elements.namedItem(field);
    return control instanceof HTMLElement ? control : null;
  };
}
