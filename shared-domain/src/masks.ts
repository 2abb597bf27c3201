// Input masks for Brazilian documents. Each takes whatever the user typed (or pasted) and
// returns the masked prefix, so they can run on every keystroke.

export function onlyDigits(value: string | null | undefined): string {
  return (value ?? '').replace(/\D/g, '');
}

/** 000.000.000-00, at most 11 digits. */
export function maskCpf(value: string | null | undefined): string {
  const d = onlyDigits(value).slice(0, 11);
  if (d.length <= 3) return d;
  if (d.length <= 6) return `${d.slice(0, 3)}.${d.slice(3)}`;
  if (d.length <= 9) return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6)}`;
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
}

/** 00000-000, at most 8 digits. */
export function maskCep(value: string | null | undefined): string {
  const d = onlyDigits(value).slice(0, 8);
  return d.length <= 5 ? d : `${d.slice(0, 5)}-${d.slice(5)}`;
}

/** (11) 1234-5678 for 10 digits, (11) 91234-5678 for 11; partial input is masked as typed. */
export function maskPhone(value: string | null | undefined): string {
  const d = onlyDigits(value).slice(0, 11);
  if (d.length === 0) return '';
  if (d.length <= 2) return `(${d}`;
  const ddd = d.slice(0, 2);
  const rest = d.slice(2);
  // Up to 8 local digits the split is 4-4; the 9th digit (mobile) moves the dash to 5-4.
  const head = rest.length <= 8 ? rest.slice(0, 4) : rest.slice(0, 5);
  const tail = rest.length <= 8 ? rest.slice(4) : rest.slice(5);
  return tail ? `(${ddd}) ${head}-${tail}` : `(${ddd}) ${head}`;
}

/** CPF check digits (Receita Federal algorithm); repeated-digit numbers are invalid. */
export function isValidCpf(value: string | null | undefined): boolean {
  const d = onlyDigits(value);
  if (d.length !== 11 || /^(\d)\1{10}$/.test(d)) return false;
  const digits = d.split('').map(Number);
  const check = (len: number): number => {
    let sum = 0;
    for (let i = 0; i < len; i++) sum += (digits[i] ?? 0) * (len + 1 - i);
    const r = (sum * 10) % 11;
    return r === 10 ? 0 : r;
  };
  return check(9) === digits[9] && check(10) === digits[10];
}
