import { PhotoChooser } from '@acolhe/shared-ui/area-privada';
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

/** Photo: the client's chooser (preview, 'Enviar foto' / 'Cancelar', the size rule); the url goes into the form. */
export function PhotoSection({ therapistId, fullName, imageUrl, onUploaded }: Props) {
  const photo = usePhotoUpload(therapistId, onUploaded);
  return (
    <PhotoChooser
      owner="terapeuta"
      photo={photo}
      name={fullName}
      imageUrl={imageUrl}
      alt={fullName ? `Foto de ${fullName}` : 'Foto de perfil'}
      size={AVATAR_PX}
      removeButton={<RemoveTherapistPhoto therapistId={therapistId} onRemoved={() => onUploaded('')} />}
    />
  );
}
