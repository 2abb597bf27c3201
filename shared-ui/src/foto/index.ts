export { RemovePhotoButton, type RemovePhotoButtonProps } from './RemovePhotoButton';
export { REMOVE_PHOTO_TEXTS } from './texts';
export { usePhotoRemoval, type PhotoRemovalMutation } from './usePhotoRemoval';
export { PhotoChooser, type PhotoChooserProps } from './PhotoChooser';
export { PHOTO_UPLOAD_FAILURE, uploadFailureOf, usePhotoChoice, type ChosenPhoto, type PhotoUploadMutation } from './usePhotoChoice';
