import { Avatar, type AvatarProps } from '@mantine/core';
import { initials } from '@acolhe/shared-domain';
import { photoImageProps } from '@acolhe/shared-ui';

interface Props extends Omit<AvatarProps, 'src' | 'alt' | 'children' | 'size' | 'imageProps'> {
  name: string;
  src: string;
  /** In px: the photo's box, stated on the image too. */
  size: number;
  /** The page's main photo (the profile's): fetched first rather than lazily. */
  priority?: boolean;
}

/** The photo, or the name's initials when there is none (or it fails to load). */
export function TherapistAvatar({ name, src, size, priority = false, ...rest }: Props) {
  return (
    <Avatar src={src || null} alt={`Foto de ${name}`} color="acolhe" size={size} imageProps={photoImageProps(size, { priority })} {...rest}>
      {initials(name)}
    </Avatar>
  );
}
