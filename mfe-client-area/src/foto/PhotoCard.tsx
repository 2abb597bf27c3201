import { Card, Title } from '@mantine/core';
import { PhotoChooser, RemovePhotoButton, usePhotoRemoval } from '@acolhe/shared-ui/area-privada';
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
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="foto-de-perfil">
      <Title order={2} size="h4" id="foto-de-perfil" mb="md">
        Foto de perfil
      </Title>
      <PhotoChooser
        owner="cliente"
        photo={photo}
        name={name}
        imageUrl={imageUrl}
        alt="Sua foto de perfil"
        size={AVATAR_PX}
        priority
        busy={removal.removing}
        removeButton={<RemovePhotoButton onConfirm={removal.remove} removing={removal.removing} />}
      />
    </Card>
  );
}
