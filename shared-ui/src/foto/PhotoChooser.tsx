import { useRef, type ReactNode } from 'react';
import { Avatar, Button, Group, Stack, Text } from '@mantine/core';
import { FileButton } from '@acolhe/shared-ui/mantine-area-privada';
import { PHOTO_MAX_BYTES, initials, megabytes, type PhotoOwner } from '@acolhe/shared-domain';
import { photoImageProps } from '@acolhe/shared-ui';
import type { usePhotoChoice } from './usePhotoChoice';

export interface PhotoChooserProps {
  owner: PhotoOwner;
  photo: ReturnType<typeof usePhotoChoice>;
  name: string;
  imageUrl: string;
  /** the stored photo's alt text */
  alt: string;
  size: number;
  /** the page's main image (fetched first) or one further down (lazy) */
  priority?: boolean;
  /** 'Remover foto', shown with a stored photo and no preview */
  removeButton?: ReactNode;
  /** keeps 'Alterar foto' unavailable meanwhile (a removal under way) */
  busy?: boolean;
}

/** 'Foto de perfil' of both private areas: the photo (or the preview of the chosen one, with
 * 'Enviar foto' / 'Cancelar'), the chooser, and the rule: an image of at most the owner's size. */
export function PhotoChooser({ owner, photo, name, imageUrl, alt, size, priority = false, removeButton, busy = false }: PhotoChooserProps) {
  // cleared after each choice, so choosing the same file again (e.g. after Cancelar) is noticed
  const resetInput = useRef<() => void>(null);
  const previewing = photo.chosen !== null;
  const src = previewing ? photo.chosen?.previewUrl || null : imageUrl || null;
  return (
    <Stack align="center" gap="sm">
      <Avatar src={src} alt={previewing ? 'Pré-visualização da nova foto' : alt} size={size} radius={size} color="acolhe" imageProps={photoImageProps(size, { priority })}>
        {initials(name) || 'U'}
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
              <Button {...props} variant="light" disabled={busy}>
                {imageUrl ? 'Alterar foto' : 'Escolher foto'}
              </Button>
            )}
          </FileButton>
          {imageUrl ? removeButton : null}
        </Group>
      )}
      <Text size="xs" c="gray.7" ta="center">
        Uma imagem (JPG, PNG, WEBP…) de até {megabytes(PHOTO_MAX_BYTES[owner])}MB.
      </Text>
    </Stack>
  );
}
