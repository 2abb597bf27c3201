import { useState, type FormEvent } from 'react';
import { Button, Group, PasswordInput, Text, TextInput } from '@mantine/core';
import { loginErrorOutcome, login, logout, useCurrentUser } from '@acolhe/shared-auth';

/**
 * The harness's sign-in (README, "The local loop"): a remote's page alone on its own port has no
 * shell and no /login, and the browser keeps a session per origin, so the one made on the shell
 * is not here. The same shared-auth login against the same identity emulator stores the session
 * under the same keys; the page then starts over with it (a reload), as after the shell's login.
 */
export function HarnessSession() {
  const user = useCurrentUser();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (user) {
    return (
      <Group gap="xs">
        <Text size="sm" data-testid="harness-session">
          Sessão: {user.name} ({user.tipo})
        </Text>
        <Button
          size="compact-sm"
          variant="subtle"
          onClick={() => {
            void logout().finally(() => window.location.reload());
          }}
        >
          Sair
        </Button>
      </Group>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await login(email, password);
      window.location.reload();
    } catch (err) {
      const outcome = loginErrorOutcome(err);
      setError(outcome.kind === 'message' ? outcome.message : 'Confirme o e-mail no site antes de entrar.');
      setBusy(false);
    }
  };
  return (
    <form aria-label="Entrar no harness" onSubmit={(event) => void submit(event)}>
      <Group gap="xs" align="flex-end">
        <TextInput size="xs" label="E-mail" type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.currentTarget.value)} />
        <PasswordInput size="xs" label="Senha" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.currentTarget.value)} />
        <Button size="xs" type="submit" loading={busy}>
          Entrar
        </Button>
        {error && (
          <Text size="xs" c="red.8" role="alert">
            {error}
          </Text>
        )}
      </Group>
    </form>
  );
}
