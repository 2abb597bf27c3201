// The operators' sign-in and session (shared-auth, issue 32): the one module of this remote that
// names it, so component tests mock one seam.
export {
  ErroLoginOperador,
  confirmarTotp,
  definirNovaSenha,
  enviarCodigoOperador,
  idTokenOperador,
  iniciarLoginOperador,
  sairOperador,
  useSessaoOperador,
  type PassoOperador,
} from '@acolhe/shared-auth/operador';
