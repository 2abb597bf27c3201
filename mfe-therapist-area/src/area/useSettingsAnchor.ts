// The checklist's links (`/usuario/{id}/configuracoes#perfil-crp`, from the area, the own public
// page or the form itself) open the tab that holds the field and bring it into view, focused.
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { PUBLICATION_FIELD_ANCHORS } from '@acolhe/shared-domain';
import { CALENDARIOS_ANCHOR } from '../calendarios/texts';
import { VERIFICACAO_ANCHOR } from '../verificacao/texts';

export type SettingsTab = 'perfil' | 'disponibilidade' | 'pagamento' | 'financeiro' | 'conta';

/** The tab of an anchor: the availability's is Disponibilidade, every other field is in Perfil. */
export function tabOfAnchor(anchor: string): SettingsTab | null {
  if (anchor === PUBLICATION_FIELD_ANCHORS.availability) return 'disponibilidade';
  // a broken external calendar's e-mail links to its section (issue 45)
  if (anchor === CALENDARIOS_ANCHOR) return 'disponibilidade';
  // the month-end e-mail about Receita Saúde receipts links here
  if (anchor === 'financeiro') return 'financeiro';
  // the dashboard's banner and the decision e-mails link to the verification card, atop Perfil
  if (anchor === VERIFICACAO_ANCHOR) return 'perfil';
  return anchor.startsWith('perfil-') ? 'perfil' : null;
}

const FIND_TRIES = 40; // the form renders once its record has loaded: look again for up to ~4 s

export function useSettingsAnchor(): [SettingsTab, (tab: SettingsTab) => void] {
  const { hash } = useLocation();
  const anchor = decodeURIComponent(hash.replace(/^#/, ''));
  const [chosen, setChosen] = useState<{ anchor: string; tab: SettingsTab }>(() => ({ anchor, tab: tabOfAnchor(anchor) ?? 'perfil' }));
  // a new anchor (a checklist link followed on this page) opens its tab: adjusted while rendering
  if (chosen.anchor !== anchor) setChosen({ anchor, tab: tabOfAnchor(anchor) ?? chosen.tab });
  const setTab = (tab: SettingsTab) => setChosen({ anchor, tab });

  useEffect(() => {
    if (!tabOfAnchor(anchor)) return;
    let tries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const reveal = () => {
      const el = document.getElementById(anchor);
      if (!el) {
        if (++tries < FIND_TRIES) timer = setTimeout(reveal, 100);
        return;
      }
      el.scrollIntoView?.({ block: 'center' });
      el.focus({ preventScroll: true });
    };
    timer = setTimeout(reveal, 0);
    return () => clearTimeout(timer);
  }, [anchor]);

  return [chosen.tab, setTab];
}
