import { useState, type FormEvent } from 'react';
import { TextInput } from '@mantine/core';
import { useNavigate } from 'react-router-dom';

export const HEADER_SEARCH_PLACEHOLDER = 'Busque por especialidade ou nome do terapeuta';

/** The old box did nothing; Enter now searches (/terapeutas?search=…). */
export function HeaderSearch() {
  const [value, setValue] = useState('');
  const navigate = useNavigate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const search = value.trim();
    navigate(search ? `/terapeutas?${new URLSearchParams({ search })}` : '/terapeutas');
  };
  return (
    <form role="search" onSubmit={submit} style={{ flex: 1, maxWidth: 480 }}>
      <TextInput
        aria-label="Buscar terapeutas"
        placeholder={HEADER_SEARCH_PLACEHOLDER}
        value={value}
        onChange={(e) => setValue(e.currentTarget.value)}
        visibleFrom="sm"
      />
    </form>
  );
}
