// The perfis slice's events (docs/decisions/0048-feature-slices-and-events.md). The public reads
// that show a profile (lists, cards, the profile page, the booking calendar) hear them after the
// commit (plugin.ts); ids only.
declare module '../eventos/bus' {
  interface DomainEvents {
    /** A therapist's record was created at the account's first sight (registros.ts). */
    TerapeutaCadastrado: { terapeutaId: string };
    /** A therapist saved the profile; `voltouParaAnalise`: a verified CRP changed, so the profile
     * went back to the operators' review (and off the lists and the booking calendar). */
    PerfilDoTerapeutaSalvo: { terapeutaId: string; voltouParaAnalise: boolean };
    /** A therapist's photo was replaced or removed. */
    FotoDoTerapeutaAlterada: { terapeutaId: string };
    /** A client saved the profile; `terapeutasAvaliados`: the therapists whose public profile shows
     * the client's name on a review (written with the new name). */
    PerfilDoClienteSalvo: { clienteId: string; terapeutasAvaliados: string[] };
  }
}

export {};
