export { RemovePhotoButton, type RemovePhotoButtonProps } from './RemovePhotoButton';
export { REMOVE_PHOTO_TEXTS } from './texts';
