import type { UseFormReturnType } from '@mantine/form';
import type { ProfileFormValues } from './profileForm';

export type ProfileFormApi = UseFormReturnType<ProfileFormValues>;
