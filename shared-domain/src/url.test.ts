import { isHttpUrl, normalizeMeetingLink } from './url';

describe('isHttpUrl', () => {
  it('takes http(s) only', () => {
    expect(isHttpUrl('https://a.example')).toBe(true);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
  });
});

describe('normalizeMeetingLink', () => {
  it('stores the https URL the parser accepted, normalised', () => {
    expect(normalizeMeetingLink('https://meet.jit.si/acolhe-marina')).toBe('https://meet.jit.si/acolhe-marina');
    expect(normalizeMeetingLink('  HTTPS://Meet.Example.com  ')).toBe('https://meet.example.com/');
    expect(normalizeMeetingLink('https://meet.example/a?b=c#d')).toBe('https://meet.example/a?b=c#d');
  });

  it.each([
    ['an e-mail line break (the issue’s attack)', 'https://meet.example/z\r\n\r\nURGENTE: pague em https://evil.example'],
    ['a bare CR (reached LOCATION in the .ics)', 'https://meet.example/z\rX-EVIL:1'],
    ['a bare LF', 'https://meet.example/z\nx'],
    ['a tab', 'https://meet.example/\tz'],
    ['a NUL', 'https://meet.example/\u0000'],
    ['a C1 control', 'https://meet.example/\u0085z'],
    ['a line separator', 'https://meet.example/\u2028z'],
    ['a space inside', 'https://meet.example/z pague'],
    ['a no-break space inside', 'https://meet.example/z\u00a0pague'],
    ['a trailing line break', 'https://meet.example/z\n'],
    ['http (not https)', 'http://meet.example/z'],
    ['a script URL', 'javascript:alert(1)'],
    ['credentials that hide the real host', 'https://meet.example@evil.example/z'],
    ['not a URL', 'meet'],
    ['empty', ''],
  ])('refuses %s', (_name, value) => {
    expect(normalizeMeetingLink(value)).toBeNull();
  });
});
