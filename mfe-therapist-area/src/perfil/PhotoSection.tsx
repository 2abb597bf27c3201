import { Avatar, Button, Group, Stack, Text } from '@mantine/core';
import { FileButton } from '@acolhe/shared-ui/mantine-area-privada';
import { initials } from '@acolhe/shared-domain';
import { photoImageProps } from '@acolhe/shared-ui';
import { RemoveTherapistPhoto } from '../foto/RemoveTherapistPhoto';
import { usePhotoUpload } from './usePhotoUpload';

// Below the area's header (whose photo is the page's main image): loaded as the reader nears it.
const AVATAR_PX = 96;

interface Props {
  therapistId: string;
  fullName: string;
  imageUrl: string;
  onUploaded: (url: string) => void;
}

/** Photo upload: any image type, preview while it uploads, the url goes into the form. */
export function PhotoSection({ therapistId, fullName, imageUrl, onUploaded }: Props) {
  const { preview, uploading, select } = usePhotoUpload(therapistId, onUploaded);
  return (
    <Group gap="lg" align="center">
      <Avatar src={preview ?? (imageUrl || null)} alt={fullName ? `Foto de ${fullName}` : 'Foto de perfil'} size={AVATAR_PX} radius={AVATAR_PX} color="teal" imageProps={photoImageProps(AVATAR_PX)}>
        {initials(fullName) || 'U'}
      </Avatar>
      <Stack gap={4}>
        <FileButton onChange={select} accept="image/*">
          {(props) => (
            <Button {...props} variant="light" loading={uploading}>
              {imageUrl ? 'Alterar foto' : 'Enviar foto'}
            </Button>
          )}
        </FileButton>
        {imageUrl && !preview ? <RemoveTherapistPhoto therapistId={therapistId} onRemoved={() => onUploaded('')} /> : null}
        <Text size="xs" c="dimmed">
          Qualquer formato de imagem (JPG, PNG, WEBP…).
        </Text>
      </Stack>
    </Group>
  );
}
