import { Badge, VisuallyHidden } from '@mantine/core';
import { CRP_VERIFICADO, CRP_VERIFICADO_EXPLICACAO, crpVerificadoEmTexto } from '@acolhe/shared-domain';
import { CheckIcon } from './icons';

/**
 * 'CRP verificado' once an operator confirmed the CRP (issue 32): nothing for an unverified one.
 * `comData` writes the day ('CRP verificado em 27/11/2026', the profile); a card keeps the short
 * badge and gives the day to screen readers and as the tooltip.
 */
export function CrpVerificadoBadge({ verificadoEm, comData = false }: { verificadoEm: string | null | undefined; comData?: boolean }) {
  const full = crpVerificadoEmTexto(verificadoEm);
  if (!full) return null;
  return (
    <Badge
      color="teal"
      variant="light"
      radius="sm"
      tt="none"
      size={comData ? 'lg' : 'md'}
      w="fit-content"
      leftSection={<CheckIcon size={14} />}
      title={`${full}. ${CRP_VERIFICADO_EXPLICACAO}`}
      data-testid="crp-verificado"
    >
      {comData ? (
        full
      ) : (
        <>
          {CRP_VERIFICADO}
          <VisuallyHidden>{full.slice(CRP_VERIFICADO.length)}</VisuallyHidden>
        </>
      )}
    </Badge>
  );
}
