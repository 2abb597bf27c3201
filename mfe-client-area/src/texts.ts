// Texts used by more than one part of this remote.
/** product.md#screens: load error of the client's profile (dashboard and settings). */
export const PROFILE_LOAD_ERROR = 'Não foi possível carregar seu perfil.';
