// What the database needs from the pagamentos slice beside its functions (./sql, the triggers
// acolhe_pagamento_*): the payment rules they enforce, rendered from their one definition in
// shared-domain (PAYMENT_STATE_CHANGES, PAYMENT_ON_CANCEL) as `{{NAME}}` fragments
// (acolhe_pagamento_transicao.sql, acolhe_pagamento_cancelada.sql); src/database.ts hands the
// folder and the fragments to the migrator.
import { PAYMENT_ON_CANCEL, PAYMENT_STATE_CHANGES } from '@acolhe/shared-domain';


/** `'word'`: the payment states are fixed lower-case words of shared-domain, never input. */
function stateLiteral(value: string): string {
  if (!/^[a-z_]+$/.test(value)) throw new Error(`not a payment state: ${value}`);
  return `'${value}'`;
}

/** `(OLD.estado, NEW.estado) IN (…)`: the payment changes shared-domain allows, for a row trigger. */
export function paymentChangeAllowed(changes: readonly (readonly [string, string])[] = PAYMENT_STATE_CHANGES): string {
  return `(OLD.estado, NEW.estado) IN (${changes.map(([from, to]) => `(${stateLiteral(from)}, ${stateLiteral(to)})`).join(', ')})`;
}

export const PAYMENT_FRAGMENTS: Readonly<Record<string, string>> = {
  /** the payment state machine, over a trigger's OLD and NEW */
  PAGAMENTO_MUDANCA_PERMITIDA: paymentChangeAllowed(),
  /** what a cancellation does to a received payment */
  PAGAMENTO_AO_CANCELAR_DE: stateLiteral(PAYMENT_ON_CANCEL.from),
  PAGAMENTO_AO_CANCELAR_PARA: stateLiteral(PAYMENT_ON_CANCEL.to),
};
