// Values in words, as a Brazilian receipt or statement writes them ('cento e oitenta reais').
// Pure: the statement's PDF (api) and anything shown on screen use the same words.

const UNIDADES = ['zero', 'um', 'dois', 'três', 'quatro', 'cinco', 'seis', 'sete', 'oito', 'nove'];
const DEZ_A_DEZENOVE = ['dez', 'onze', 'doze', 'treze', 'quatorze', 'quinze', 'dezesseis', 'dezessete', 'dezoito', 'dezenove'];
const DEZENAS = ['', '', 'vinte', 'trinta', 'quarenta', 'cinquenta', 'sessenta', 'setenta', 'oitenta', 'noventa'];
const CENTENAS = ['', 'cento', 'duzentos', 'trezentos', 'quatrocentos', 'quinhentos', 'seiscentos', 'setecentos', 'oitocentos', 'novecentos'];

/** 1–999 in words ('cem', 'cento e um', 'duzentos e trinta e quatro'). */
function ate999(n: number): string {
  if (n === 100) return 'cem';
  const c = Math.floor(n / 100);
  const resto = n % 100;
  const parts: string[] = [];
  if (c > 0) parts.push(CENTENAS[c]!);
  if (resto >= 20) {
    const d = Math.floor(resto / 10);
    const u = resto % 10;
    parts.push(u > 0 ? `${DEZENAS[d]} e ${UNIDADES[u]}` : DEZENAS[d]!);
  } else if (resto >= 10) {
    parts.push(DEZ_A_DEZENOVE[resto - 10]!);
  } else if (resto > 0) {
    parts.push(UNIDADES[resto]!);
  }
  return parts.join(' e ');
}

const ESCALAS: readonly [singular: string, plural: string][] = [
  ['', ''],
  ['mil', 'mil'],
  ['milhão', 'milhões'],
  ['bilhão', 'bilhões'],
];

/**
 * A whole number (0 to 999 999 999 999) in words: 'mil', 'mil e um', 'mil cento e oitenta',
 * 'um milhão', 'dois milhões e quinhentos mil'. The last group is joined by 'e' when it is below
 * 100 or a round hundred (the usual written rule).
 */
export function inteiroPorExtenso(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n > 999_999_999_999) throw new RangeError(`fora do intervalo: ${n}`);
  if (n === 0) return UNIDADES[0]!;
  const grupos: number[] = [];
  for (let rest = n; rest > 0; rest = Math.floor(rest / 1000)) grupos.push(rest % 1000);
  const partes: { texto: string; valor: number }[] = [];
  for (let i = grupos.length - 1; i >= 0; i--) {
    const g = grupos[i]!;
    if (g === 0) continue;
    const [singular, plural] = ESCALAS[i]!;
    // 'mil', never 'um mil'
    const texto = i === 0 ? ate999(g) : i === 1 && g === 1 ? 'mil' : `${ate999(g)} ${g === 1 ? singular : plural}`;
    partes.push({ texto, valor: g });
  }
  return partes
    .map((p, idx) => {
      if (idx === 0) return p.texto;
      const ultimo = idx === partes.length - 1;
      return ultimo && (p.valor < 100 || p.valor % 100 === 0) ? `e ${p.texto}` : p.texto;
    })
    .join(' ');
}

/**
 * A value in reais in words: 180 → 'cento e oitenta reais', 1.5 → 'um real e cinquenta centavos',
 * 0.01 → 'um centavo', 1_000_000 → 'um milhão de reais'. Rounded to the centavo.
 */
export function valorPorExtenso(valor: number): string {
  if (!Number.isFinite(valor) || valor < 0) throw new RangeError(`valor inválido: ${valor}`);
  const totalCentavos = Math.round(valor * 100);
  const reais = Math.floor(totalCentavos / 100);
  const centavos = totalCentavos % 100;
  const partes: string[] = [];
  if (reais > 0) {
    const palavras = inteiroPorExtenso(reais);
    // 'um milhão de reais', 'dois bilhões de reais' (a round million takes 'de')
    const de = reais >= 1_000_000 && reais % 1_000_000 === 0 ? ' de' : '';
    partes.push(`${palavras}${de} ${reais === 1 ? 'real' : 'reais'}`);
  }
  if (centavos > 0) partes.push(`${inteiroPorExtenso(centavos)} ${centavos === 1 ? 'centavo' : 'centavos'}`);
  if (partes.length === 0) return 'zero real';
  return partes.join(' e ');
}
