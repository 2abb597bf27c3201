import { inteiroPorExtenso, valorPorExtenso } from './extenso';

describe('valorPorExtenso', () => {
  it.each([
    [180, 'cento e oitenta reais'],
    [150, 'cento e cinquenta reais'],
    [100, 'cem reais'],
    [1, 'um real'],
    [2, 'dois reais'],
    [21, 'vinte e um reais'],
    [15, 'quinze reais'],
    [1.5, 'um real e cinquenta centavos'],
    [0.5, 'cinquenta centavos'],
    [0.01, 'um centavo'],
    [180.75, 'cento e oitenta reais e setenta e cinco centavos'],
    [1000, 'mil reais'],
    [1001, 'mil e um reais'],
    [1100, 'mil e cem reais'],
    [1180, 'mil cento e oitenta reais'],
    [2500, 'dois mil e quinhentos reais'],
    [12_345.67, 'doze mil trezentos e quarenta e cinco reais e sessenta e sete centavos'],
    [1_000_000, 'um milhão de reais'],
    [2_000_000, 'dois milhões de reais'],
    [1_000_001, 'um milhão e um reais'],
    [2_500_000, 'dois milhões e quinhentos mil reais'],
    [1_234_567.89, 'um milhão duzentos e trinta e quatro mil quinhentos e sessenta e sete reais e oitenta e nove centavos'],
    [0, 'zero real'],
  ])('%p → %s', (valor, words) => {
    expect(valorPorExtenso(valor)).toBe(words);
  });

  it('rounds to the centavo and refuses what is not a value', () => {
    expect(valorPorExtenso(0.005 + 180)).toBe('cento e oitenta reais e um centavo');
    expect(() => valorPorExtenso(-1)).toThrow(RangeError);
    expect(() => valorPorExtenso(Number.NaN)).toThrow(RangeError);
  });
});

describe('inteiroPorExtenso', () => {
  it.each([
    [0, 'zero'],
    [10, 'dez'],
    [14, 'quatorze'],
    [99, 'noventa e nove'],
    [101, 'cento e um'],
    [110, 'cento e dez'],
    [999, 'novecentos e noventa e nove'],
    [1_000_000_000, 'um bilhão'],
    [3_000_200, 'três milhões e duzentos'],
  ])('%p → %s', (n, words) => {
    expect(inteiroPorExtenso(n)).toBe(words);
  });
});
