import type { ReactNode } from 'react';
import { ConfirmarSerieDialog } from './ConfirmarSerieDialog';
import { VerSerieDialog, type SerieQuery } from './VerSerieDialog';

/** What a remote's 'Gerenciar série' hook gives its dialogs: the action open, the series read for
 * 'Ver série', and the confirmation's state. */
export interface SerieDialogsAcoes {
  aberta: { acao: string } | null;
  serie: SerieQuery;
  ocupado: boolean;
  confirmar: () => void;
  dispensar: () => void;
}

/** One change of the series that is confirmed first ('Cancelar esta e as próximas', 'Encerrar série'). */
export interface SerieConfirmacao {
  acao: string;
  title: string;
  message: string;
  warning?: string | null;
  confirmLabel: string;
}

export interface SerieDialogsProps {
  acoes: SerieDialogsAcoes;
  confirmacoes: readonly SerieConfirmacao[];
  /** 'Manter série' */
  keepLabel: string;
  /** the remote's other dialogs of the menu (the client's 'Mudar dia e horário da série') */
  children?: ReactNode;
  /** 'YYYY-MM-DD': what 'Ver série' counts the reserved sessions from (default: today) */
  today?: string;
}

/** The dialogs of the 'Gerenciar série' menu, in the client's and the therapist's areas alike: the
 * series' dates, and the confirmation of each change. */
export function SerieDialogs({ acoes, confirmacoes, keepLabel, children, today }: SerieDialogsProps) {
  const acao = acoes.aberta?.acao;
  return (
    <>
      {children}
      <VerSerieDialog opened={acao === 'ver'} query={acoes.serie} onClose={acoes.dispensar} {...(today ? { today } : {})} />
      {confirmacoes.map((c) => (
        <ConfirmarSerieDialog
          key={c.acao}
          opened={acao === c.acao}
          title={c.title}
          message={c.message}
          warning={c.warning}
          confirmLabel={c.confirmLabel}
          keepLabel={keepLabel}
          busy={acoes.ocupado}
          onConfirm={acoes.confirmar}
          onDismiss={acoes.dispensar}
        />
      ))}
    </>
  );
}
