// @acolhe/shared-ui/area-privada — the private areas' shared pieces (account settings, photo,
// reminders, hour fields). Not part of the shared entry, like ./dates: the public pages never
// load their code or their Mantine CSS (~31 KB raw off the render-blocking CSS of every page).
// Bundled by the remote pages that use them; their state (toasts, session) stays in the
// singletons they import by package name (@acolhe/shared-ui, @acolhe/shared-auth).
export { ChangePasswordDialog } from '../change-password/ChangePasswordDialog';
export { ChangePasswordCard, type ChangePasswordCardProps } from '../change-password/ChangePasswordCard';
export { PublicationChecklist, settingsLink, type PublicationChecklistProps } from '../publicacao/PublicationChecklist';
export { PrivacyCard } from '../privacy/PrivacyCard';
export { HoraInput, completeHora, isHora, maskHora, type HoraInputProps } from '../time';
export {
  PHOTO_UPLOAD_FAILURE,
  PhotoChooser,
  RemovePhotoButton,
  REMOVE_PHOTO_TEXTS,
  uploadFailureOf,
  usePhotoChoice,
  usePhotoRemoval,
  type PhotoChooserProps,
  type PhotoRemovalMutation,
  type PhotoUploadMutation,
  type RemovePhotoButtonProps,
} from '../foto';
export { LoadFailedAlert, LoadState, readStateOf, type LoadFailedAlertProps, type LoadStateProps, type ReadState } from '../feedback/LoadState';
export { DialogFrame, type DialogFrameProps } from '../dialog/DialogFrame';
export { submitWith } from '../forms/submitWith';
export { EmailRemindersCard, EMAIL_REMINDERS_TEXTS, type EmailRemindersCardProps, type PreferencesQuery, type PreferencesSave } from '../preferencias';
export { SettingsCard, type SettingsCardProps } from '../conta/SettingsCard';
export { SignOutEverywhereCard } from '../conta/SignOutEverywhereCard';
export { SIGN_OUT_EVERYWHERE_TEXTS } from '../conta/useSignOutEverywhere';
export { EmailChangeCard } from '../conta/EmailChangeCard';
export { AccountAccessCards } from '../conta/AccountAccessCards';
export { EMAIL_CHANGE_TEXTS } from '../conta/useEmailChange';
export { EntrarNaSala, ENTRAR_NA_SALA } from '../sala/EntrarNaSala';
export {
  SERIE_TEXTS,
  SerieDialogs,
  SerieTermos,
  linhasDaSerie,
  mudancaDaSerie,
  resumoDaSerie,
  termosDaSerie,
  type LinhaDaSerie,
  type SerieConfirmacao,
  type SerieDialogsAcoes,
  type SerieQuery,
} from '../serie';
