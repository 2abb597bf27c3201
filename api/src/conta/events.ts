// The conta slice's events (docs/decisions/0048-feature-slices-and-events.md).
declare module '../eventos/bus' {
  interface DomainEvents {
    /** The account chose whether its reminders are e-mailed (PUT /me/preferencias); heard by the
     * notifications, which apply it to the reminders still to come in the same transaction. */
    PreferenciasAlteradas: { contaId: string; lembretesEmail: boolean };
  }
}

export {};
