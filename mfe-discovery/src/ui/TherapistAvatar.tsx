import { Avatar, type AvatarProps } from '@mantine/core';
import { initials } from '@acolhe/shared-domain';

interface Props extends Omit<AvatarProps, 'src' | 'alt' | 'children'> {
  name: string;
  src: string;
}

/** The photo, or the name's initials when there is none (or it fails to load). */
export function TherapistAvatar({ name, src, ...rest }: Props) {
  return (
    <Avatar src={src || null} alt={`Foto de ${name}`} color="acolhe" {...rest}>
      {initials(name)}
    </Avatar>
  );
}
