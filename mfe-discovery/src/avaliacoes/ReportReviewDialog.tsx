import { useEffect, useRef, useState } from 'react';
import { Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { MOTIVO_DENUNCIA_LABELS, MOTIVOS_DENUNCIA, type MotivoDenuncia } from '@acolhe/shared-domain';
import { REPORT_TEXTS as T } from './reportTexts';
import type { ReportDraft } from './useReportReview';

interface Props {
  /** the reported review's author, as signed ('Joana A.'); null = closed */
  reviewer: string | null;
  sending: boolean;
  fieldErrors: Record<string, string>;
  onSubmit: (draft: ReportDraft) => void;
  onClose: () => void;
}

/** 'Denunciar avaliação': the reason (MOTIVO_DENUNCIA_LABELS) and a text, required for 'Outro'. */
export function ReportReviewDialog({ reviewer, sending, fieldErrors, onSubmit, onClose }: Props) {
  return (
    <Modal opened={reviewer !== null} onClose={onClose} title={T.title} centered>
      {reviewer !== null && <ReportForm key={reviewer} reviewer={reviewer} sending={sending} fieldErrors={fieldErrors} onSubmit={onSubmit} onClose={onClose} />}
    </Modal>
  );
}

function ReportForm({ reviewer, sending, fieldErrors, onSubmit, onClose }: Omit<Props, 'reviewer'> & { reviewer: string }) {
  const [motivo, setMotivo] = useState<MotivoDenuncia | null>(null);
  const [texto, setTexto] = useState('');
  const motivoRef = useRef<HTMLDivElement>(null);
  const textoRef = useRef<HTMLTextAreaElement>(null);
  // a refusal (the rule's or the api's) brings the first field it names into focus
  useEffect(() => {
    if (fieldErrors.motivo) motivoRef.current?.querySelector<HTMLInputElement>('input')?.focus();
    else if (fieldErrors.texto) textoRef.current?.focus();
  }, [fieldErrors]);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit({ motivo, texto });
      }}
    >
      <Stack gap="md">
        <Text size="sm">{T.intro}</Text>
        <Text size="sm" c="gray.7">
          Avaliação de {reviewer}
        </Text>
        <Radio.Group label={T.motivoLabel} value={motivo} onChange={(v) => setMotivo(v as MotivoDenuncia)} error={fieldErrors.motivo} withAsterisk>
            <Stack gap="xs" mt="xs" ref={motivoRef}>
            {MOTIVOS_DENUNCIA.map((m) => (
              <Radio key={m} value={m} label={MOTIVO_DENUNCIA_LABELS[m]} />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea
          label={T.textoLabel}
          description={motivo === 'outro' ? T.textoRequired : T.textoOptional}
          value={texto}
          onChange={(e) => setTexto(e.currentTarget.value)}
          ref={textoRef}
          error={fieldErrors.texto}
          maxLength={1000}
          autosize
          minRows={3}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={sending}>
            {T.cancel}
          </Button>
          <Button type="submit" color="red" loading={sending}>
            {T.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
