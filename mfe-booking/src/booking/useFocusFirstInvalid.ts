import { useEffect, useRef } from 'react';

/** The form's ref: when the api refuses fields (`fieldErrors` changes and names any), the first
 * field marked invalid in the form takes the focus, so the person lands on what to correct. */
export function useFocusFirstInvalid(fieldErrors: Readonly<Record<string, string>>) {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (Object.keys(fieldErrors).length === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [fieldErrors]);
  return formRef;
}
