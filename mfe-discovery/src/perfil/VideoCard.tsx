import { useEffect } from 'react';
import { AspectRatio, Card, Title } from '@mantine/core';
import { PROFILE_TEXTS } from './profileTexts';
import { presentationVideo } from './profileView';

/** product.md#screens/product.md#validation 'Vídeo de Apresentação': embedded only for a valid link with a 'v' parameter;
 * otherwise the card is not shown and the bad link is only logged. */
export function VideoCard({ url, name }: { url: string; name: string }) {
  const video = presentationVideo(url);
  const invalidUrl = video.kind === 'invalid' ? video.url : null;
  useEffect(() => {
    if (invalidUrl) console.warn('[acolhe] link de vídeo de apresentação inválido:', invalidUrl);
  }, [invalidUrl]);
  if (video.kind !== 'embed') return null;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="perfil-video">
      <Title order={2} size="h3" id="perfil-video" mb="md">
        {PROFILE_TEXTS.videoTitle}
      </Title>
      <AspectRatio ratio={16 / 9}>
        <iframe
          src={video.src}
          title={`${PROFILE_TEXTS.videoTitle} de ${name}`}
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          style={{ border: 0, borderRadius: 8 }}
        />
      </AspectRatio>
    </Card>
  );
}
