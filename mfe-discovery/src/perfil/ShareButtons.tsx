import { useEffect, useState } from 'react';
import { Button, Group } from '@mantine/core';
import { PROFILE_TEXTS } from './profileTexts';
import { whatsAppShareUrl } from './profileView';

/** 'Copiar link' with the Clipboard API and a 2-second 'Link copiado!', as Mantine's CopyButton
 * does. CopyButton itself is not in the shared Mantine façade yet (tooling/webpack/facades, not this
 * remote's to regenerate); swapping it in is a one-line change once it is. */
function useCopy(timeout = 2000) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(false), timeout);
    return () => clearTimeout(timer);
  }, [copied, timeout]);
  const copy = (value: string) => {
    void navigator.clipboard?.writeText(value).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return { copied, copy };
}

/** 'Compartilhar': a WhatsApp link (name + URL) and 'Copiar link'. */
export function ShareButtons({ name, url }: { name: string; url: string }) {
  const { copied, copy } = useCopy();
  return (
    <Group gap="xs" role="group" aria-label={PROFILE_TEXTS.share}>
      <Button
        component="a"
        href={whatsAppShareUrl(name, url)}
        target="_blank"
        rel="noopener noreferrer"
        variant="light"
        size="xs"
        title={PROFILE_TEXTS.shareWhatsApp}
      >
        {PROFILE_TEXTS.share}
      </Button>
      <Button variant={copied ? 'filled' : 'default'} color={copied ? 'teal' : undefined} size="xs" onClick={() => copy(url)} aria-live="polite">
        {copied ? PROFILE_TEXTS.linkCopied : PROFILE_TEXTS.copyLink}
      </Button>
    </Group>
  );
}
