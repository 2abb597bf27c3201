import { Alert, Button, Group, Loader, Stack, Text, Textarea } from '@mantine/core';
import { DialogFrame } from '@acolhe/shared-ui/area-privada';
import { formatCurrency, type SessionPix } from '@acolhe/shared-domain';
import { PAGAMENTO_TEXTS as T } from './pagamento';

interface Props {
  opened: boolean;
  /** 'Marina Duarte, 05/02/2030 às 10:00' */
  which: string;
  pix: SessionPix | undefined;
  loading: boolean;
  error: string;
  qr: string;
  canInform: boolean;
  informing: boolean;
  onCopy: () => void;
  onInform: () => void;
  onClose: () => void;
}

/** 'Pagar com Pix': the QR code and the copia-e-cola text of the session's static BR Code. Built
 * from Modal's parts (a plain div header, a pt-BR close button), like the other dialogs. */
export function PixDialog({ opened, which, pix, loading, error, qr, canInform, informing, onCopy, onInform, onClose }: Props) {
  return (
    <DialogFrame opened={opened} onClose={onClose} title={T.dialogTitle}>
      {error ? (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      ) : loading || !pix ? (
        <Group justify="center" p="lg">
          <Loader aria-label="Gerando o código Pix" />
        </Group>
      ) : (
        <Stack gap="sm">
          <Text size="sm">Sessão com {which}</Text>
          <Text fw={700} size="lg">
            Valor: {formatCurrency(pix.valor)}
          </Text>
          <Group justify="center">
            {qr ? <img src={qr} alt={T.qrAlt} width={220} height={220} /> : <Loader aria-label="Desenhando o QR code" />}
          </Group>
          <Textarea label={T.copyLabel} value={pix.brCode} readOnly autosize minRows={3} styles={{ input: { fontFamily: 'monospace', fontSize: 12, wordBreak: 'break-all' } }} />
          <Button onClick={onCopy} variant="light">
            {T.copy}
          </Button>
          <Text size="sm" c="gray.7">
            {T.noFee} {T.afterPaying}
          </Text>
          {canInform ? (
            <Group justify="flex-end">
              <Button onClick={onInform} loading={informing}>
                {T.informed}
              </Button>
            </Group>
          ) : null}
        </Stack>
      )}
    </DialogFrame>
  );
}
