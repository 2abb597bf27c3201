export { HoraInput, type HoraInputProps } from './HoraInput';
export { completeHora, isHora, maskHora } from './hora';
