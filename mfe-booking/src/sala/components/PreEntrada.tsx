import { Alert, Button, NativeSelect, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import type { SalaAnswer } from '@acolhe/shared-domain';
import { TEXTOS_DA_SALA as T } from '../textos';
import { useDispositivos, useNivelDoMicrofone } from '../useDispositivos';
import { Video } from './Video';

const ERROS = { permissao: T.permissao, 'sem-dispositivo': T.semDispositivo, outro: T.outroErroDeMidia } as const;

/** The pre-join check: preview, camera and microphone choice, level, 'Entrar na sala'. */
export function PreEntrada({ sala, aoEntrar }: { sala: SalaAnswer; aoEntrar: (midia: MediaStream) => void }) {
  const d = useDispositivos();
  const nivel = useNivelDoMicrofone(d.stream);
  return (
    <Stack gap="md" maw={560} mx="auto">
      <Title order={1} size="h2">{T.sessaoCom(sala.outraParte.nome)}</Title>
      <Text>{T.preEntrada}</Text>
      {d.erro ? (
        <Alert color="red" title={T.permissaoTitulo} role="alert">
          <Stack gap="sm">
            <Text size="sm">{ERROS[d.erro]}</Text>
            <Button variant="light" onClick={d.tentarDeNovo} w="fit-content">{T.tentarDeNovo}</Button>
          </Stack>
        </Alert>
      ) : (
        <Paper withBorder p="sm" style={{ aspectRatio: '4 / 3' }}>
          <Video stream={d.stream} mudo rotulo={T.suaImagem} />
        </Paper>
      )}
      <NativeSelect
        label={T.camera}
        data={d.cameras.map((c) => ({ value: c.id, label: c.nome }))}
        value={d.cameraId ?? ''}
        onChange={(e) => d.escolherCamera(e.currentTarget.value)}
        disabled={d.cameras.length === 0}
      />
      <NativeSelect
        label={T.microfone}
        data={d.microfones.map((m) => ({ value: m.id, label: m.nome }))}
        value={d.microfoneId ?? ''}
        onChange={(e) => d.escolherMicrofone(e.currentTarget.value)}
        disabled={d.microfones.length === 0}
      />
      <div>
        <Text size="sm" aria-hidden>{T.nivel}</Text>
        <Progress.Root transitionDuration={100}>
          <Progress.Section value={nivel} aria-label={T.nivel} />
        </Progress.Root>
      </div>
      <Button size="md" disabled={!d.stream} onClick={() => {
          const midia = d.entregar();
          if (midia) aoEntrar(midia);
        }}>{T.entrar}</Button>
      <Text size="xs" c="dimmed">{T.nadaGravado}</Text>
    </Stack>
  );
}
