import { PhotoChooser, RemovePhotoButton, usePhotoRemoval, SettingsCard } from '@acolhe/shared-ui/area-privada';
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
    <SettingsCard headingId="foto-de-perfil" title="Foto de perfil">
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
    </SettingsCard>
  );
}
