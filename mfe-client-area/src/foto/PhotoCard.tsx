import { useRef } from 'react';
import { Avatar, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { FileButton } from '@acolhe/shared-ui/mantine-area-privada';
import { initials } from '@acolhe/shared-domain';
import { photoImageProps } from '@acolhe/shared-ui';
import { RemovePhotoButton, usePhotoRemoval } from '@acolhe/shared-ui/area-privada';
import { useRemoveClientImage } from '../api';
import { usePhotoUpload } from './usePhotoUpload';

// The settings page's first card: its main image, fetched first.
const AVATAR_PX = 112;

interface Props {
  clientId: string;
  name: string;
  imageUrl: string;
  /** the form's image: the new url after an upload, '' after 'Remover foto' */
  onUploaded: (url: string) => void;
}

/** 'Foto de perfil' card: any image up to 1MB, previewed before it is sent; 'Remover foto' (asks
 * first) brings the initials back. */
export function PhotoCard({ clientId, name, imageUrl, onUploaded }: Props) {
  const photo = usePhotoUpload(clientId, onUploaded);
  const removal = usePhotoRemoval(useRemoveClientImage(clientId), () => onUploaded(''));
  // cleared after each choice, so choosing the same file again (e.g. after Cancelar) is noticed
  const resetInput = useRef<() => void>(null);
  const previewing = photo.chosen !== null;
  const src = previewing ? photo.chosen?.previewUrl || null : imageUrl || null;

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="foto-de-perfil">
      <Title order={2} size="h4" id="foto-de-perfil" mb="md">
        Foto de perfil
      </Title>
      <Stack align="center" gap="sm">
        <Avatar src={src} alt={previewing ? 'Pré-visualização da nova foto' : 'Sua foto de perfil'} size={AVATAR_PX} radius={AVATAR_PX} color="acolhe" imageProps={photoImageProps(AVATAR_PX, { priority: true })}>
          {initials(name)}
        </Avatar>
        {previewing ? (
          <>
            <Text size="sm" ta="center">
              Pré-visualização: {photo.chosen?.file.name}
            </Text>
            <Group gap="sm" justify="center">
              <Button onClick={photo.send} loading={photo.uploading}>
                Enviar foto
              </Button>
              <Button variant="default" onClick={photo.discard} disabled={photo.uploading}>
                Cancelar
              </Button>
            </Group>
          </>
        ) : (
          <Group gap="sm" justify="center">
            <FileButton
              resetRef={resetInput}
              accept="image/*"
              onChange={(file) => {
                photo.choose(file);
                resetInput.current?.();
              }}
            >
              {(props) => (
                <Button {...props} variant="light" disabled={removal.removing}>
                  {imageUrl ? 'Alterar foto' : 'Escolher foto'}
                </Button>
              )}
            </FileButton>
            {imageUrl ? <RemovePhotoButton onConfirm={removal.remove} removing={removal.removing} /> : null}
          </Group>
        )}
        <Text size="xs" c="gray.7" ta="center">
          Uma imagem (JPG, PNG, WEBP…) de até 1MB.
        </Text>
      </Stack>
    </Card>
  );
}
