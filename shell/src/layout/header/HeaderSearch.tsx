import type { FormEvent } from 'react';
import { ActionIcon, TextInput } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { LineIcon } from '@acolhe/shared-ui';
import { ROUTES } from '@acolhe/shared-domain/contracts';

export const HEADER_SEARCH_PLACEHOLDER = 'Busque por especialidade ou nome do terapeuta';
/** The list's query parameter the box fills (searchFiltersFromParams reads `search`). */
export const HEADER_SEARCH_PARAM = 'search';

/**
 * A plain GET form to the list (`/terapeutas?search=…`), so a search typed before the scripts load
 * (or without them) still reaches the server-rendered list (issue 44). Once hydrated, the router
 * navigates instead of loading the page again. The box is uncontrolled: what was typed before
 * hydration stays in it.
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const search = String(new FormData(event.currentTarget).get(HEADER_SEARCH_PARAM) ?? '').trim();
    navigate(search ? `${ROUTES.terapeutas}?${new URLSearchParams({ [HEADER_SEARCH_PARAM]: search })}` : ROUTES.terapeutas);
  };
  return (
    <form role="search" action={ROUTES.terapeutas} method="get" onSubmit={submit} style={{ flex: 1, maxWidth: 480 }}>
      <TextInput
        type="search"
        name={HEADER_SEARCH_PARAM}
        aria-label="Buscar terapeutas"
        placeholder={HEADER_SEARCH_PLACEHOLDER}
        visibleFrom="sm"
        rightSectionPointerEvents="all"
        rightSection={
          <ActionIcon type="submit" variant="subtle" aria-label="Buscar">
            <LineIcon>
              <circle cx="11" cy="11" r="7" />
              <path d="m20 20-3.5-3.5" />
            </LineIcon>
          </ActionIcon>
        }
      />
    </form>
  );
}
