export { RemovePhotoButton, type RemovePhotoButtonProps } from './RemovePhotoButton';
export { REMOVE_PHOTO_TEXTS } from './texts';
export { usePhotoRemoval, type PhotoRemovalMutation } from './usePhotoRemoval';
