// Joining a therapist's waiting list from the booking card or /agendar (issue 46): a guest goes to
// sign in and comes back with the form open; a client sends the window once (Idempotency-Key per
// attempt); the api's refusal shows at the field it names, or as a toast with its message.
import { useState, type FormEvent, type RefObject } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { loginPathFor, useCurrentUser, useIdempotentAttempt } from '@acolhe/shared-auth';
import { LISTA_DE_ESPERA_TEXTS as T, formatosDaLista, joinBody, joinProblems, type JoinDraft } from '@acolhe/shared-domain';
import { useJoinWaitingList } from '../api/hooks';
import { notify, showApiErrors } from '@acolhe/shared-ui';
import { viewerOf } from '../booking/viewer';

/** The query parameter that opens the form on the way back from sign-in. */
export const OPEN_WAITLIST_PARAM = 'lista-de-espera';

/** The form's fields in the order they are shown (the first in error takes the focus). */
export const JOIN_FIELDS = ['diasDaSemana', 'inicio', 'fim', 'modalidade', 'observacao'] as const;

const EMPTY: JoinDraft = { diasDaSemana: [], inicio: '', fim: '', modalidade: null, observacao: '' };

/** `formRef`: the form's element (its fields carry data-field), to focus the first one in error. */
export function useEntrarNaLista(
  therapistId: string,
  sessionFormats: readonly unknown[] | null | undefined,
  formRef: RefObject<HTMLFormElement | null>,
) {
  const viewer = viewerOf(useCurrentUser());
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const attempt = useIdempotentAttempt();
  // null: as the URL says (open when back from sign-in), then the person's own choice
  const [chosenOpen, setOpened] = useState<boolean | null>(null);
  const [joined, setJoined] = useState(false);
  const [draft, setDraft] = useState<JoinDraft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formatos = formatosDaLista(sessionFormats);
  const mutation = useJoinWaitingList(therapistId);

  // back from sign-in with the form asked for: open it for a client
  const askedOnReturn = search.get(OPEN_WAITLIST_PARAM) === '1';
  const opened = chosenOpen ?? (askedOnReturn && viewer.kind === 'cliente');

  function open() {
    if (viewer.kind === 'guest') {
      navigate(loginPathFor(`${pathname}?${OPEN_WAITLIST_PARAM}=1`));
      return;
    }
    setJoined(false);
    setOpened(true);
  }

  function change<K extends keyof JoinDraft>(field: K, value: JoinDraft[K]) {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors(({ [field]: _gone, ...rest }) => rest);
  }

  // each field's control carries data-field (the weekdays are several chips: the first one)
  const inputOf = (field: string) => formRef.current?.querySelector<HTMLElement>(`[data-field="${field}"]`) ?? null;
  const form = { setErrors, getInputNode: inputOf };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (viewer.kind !== 'cliente' || mutation.isPending) return;
    const problems = joinProblems(draft);
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      inputOf(JOIN_FIELDS.find((f) => f in problems) ?? '')?.focus();
      return;
    }
    const body = joinBody(draft, formatos);
    mutation.mutate(
      { body, idempotencyKey: attempt.keyFor(body) },
      {
        onSuccess: () => {
          attempt.settle(null);
          setJoined(true);
          setOpened(false);
          setDraft(EMPTY);
          notify({ color: 'green', title: T.title, message: T.joined });
        },
        onError: (err) => {
          attempt.settle(err);
          showApiErrors(form, err, T.joinFailed, { fields: JOIN_FIELDS });
        },
      },
    );
  }

  return {
    viewer,
    formatos,
    opened,
    joined,
    draft,
    errors,
    sending: mutation.isPending,
    open,
    close: () => setOpened(false),
    change,
    submit,
  };
}
