import { chaveDocumento, ehChavePrivada, inspecionarDocumento, pastaDoDocumento } from './documento';
import { PNG_1x1, jpegWithSize, webpWithSize, gifWithSize } from '../../testing/helpers';

describe('the verification document, by content', () => {
  it('accepts a PDF, a JPEG, a PNG and a WebP by their first bytes', () => {
    expect(inspecionarDocumento(Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n'))?.contentType).toBe('application/pdf');
    expect(inspecionarDocumento(jpegWithSize(800, 600))?.contentType).toBe('image/jpeg');
    expect(inspecionarDocumento(PNG_1x1)?.contentType).toBe('image/png');
    expect(inspecionarDocumento(webpWithSize(100, 100))?.contentType).toBe('image/webp');
  });

  it('refuses a script named .png, a GIF, an empty file and a truncated image header', () => {
    expect(inspecionarDocumento(Buffer.from('#!/bin/sh\nrm -rf /\n'))).toBeNull();
    expect(inspecionarDocumento(Buffer.from('<script>alert(1)</script>'))).toBeNull();
    expect(inspecionarDocumento(gifWithSize(10, 10))).toBeNull();
    expect(inspecionarDocumento(Buffer.alloc(0))).toBeNull();
    expect(inspecionarDocumento(Buffer.from([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
  });

  it('keys live under the private prefix, which the public route never serves', () => {
    const key = chaveDocumento('abc/../x', { contentType: 'application/pdf', extensao: 'pdf' });
    expect(key).toMatch(/^verificacoes\/abc____x\/[0-9a-f-]{36}\/documento\.pdf$/);
    expect(pastaDoDocumento(key)).toBe(key.slice(0, -'/documento.pdf'.length));
    expect(ehChavePrivada(key)).toBe(true);
    expect(ehChavePrivada('/verificacoes/x/y.pdf')).toBe(true);
    expect(ehChavePrivada('./Verificacoes/x/y.pdf')).toBe(true);
    expect(ehChavePrivada('terapeutas/x/y.png')).toBe(false);
  });
});
