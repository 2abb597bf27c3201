// The prontuário as a PDF (pdfkit; the therapist's export and the client's released copy). Built in
// memory and streamed to the caller only: never written to disk, never cached (Cache-Control:
// no-store), nothing of it logged. The standard Helvetica's WinAnsi covers Portuguese accents.
import PDFDocument from 'pdfkit';
import { PRONTUARIO_RETENCAO_ANOS, formatDate, type Prontuario } from '@acolhe/shared-domain';

const brasilia = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'short' });
export const dateTimeBr = (d: Date) => brasilia.format(d).replace(',', ' às');

export interface PdfHeader {
  terapeutaNome: string;
  crp: string;
  /** when the document is made */
  geradoEm: Date;
  /** the client's copy: when the therapist released it (entries after it are not in the copy) */
  copiaLiberadaEm?: Date;
}

export function prontuarioPdf(p: Prontuario, header: PdfHeader): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: 'Prontuário psicológico', Author: 'Acolhe', Producer: 'Acolhe' } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const gray = '#555555';
  const section = (title: string) => {
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).fillColor('#1f4e5f').text(title);
    doc.moveTo(doc.page.margins.left, doc.y + 2).lineTo(doc.page.width - doc.page.margins.right, doc.y + 2).strokeColor('#c9d6da').stroke();
    doc.moveDown(0.4).font('Helvetica').fontSize(10.5).fillColor('#000000');
  };
  const field = (label: string, value: string) => {
    doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value || '—');
  };

  doc.font('Helvetica-Bold').fontSize(18).fillColor('#1f4e5f').text('Prontuário psicológico');
  doc.font('Helvetica').fontSize(10).fillColor(gray).text(header.copiaLiberadaEm ? `Cópia entregue ao cliente — liberada em ${dateTimeBr(header.copiaLiberadaEm)}` : `Exportado em ${dateTimeBr(header.geradoEm)}`);
  doc.moveDown(0.5).fontSize(10.5).fillColor('#000000');
  field('Psicólogo(a) responsável', header.terapeutaNome);
  field('CRP', header.crp);

  section('Identificação');
  field('Nome', p.identificacao.nome);
  field('Contato', p.identificacao.contato);
  field('Data de nascimento', p.identificacao.dataNascimento ? formatDate(p.identificacao.dataNascimento) : '');
  if (p.pseudonimizado) doc.fillColor(gray).text('O cliente excluiu a conta: a identificação foi substituída por um pseudônimo.').fillColor('#000000');

  section('Demanda');
  doc.text(p.demanda || 'Não registrada.');

  section(`Registros de evolução (${p.registros.length})`);
  if (p.registros.length === 0) doc.text('Nenhum registro.');
  // oldest first: the record reads as the treatment went
  for (const r of [...p.registros].reverse()) {
    doc.moveDown(0.5).font('Helvetica-Bold').text(`${formatDate(r.data)}${r.sessaoId ? ' — sessão' : ''}`, { continued: true });
    doc.font('Helvetica').fillColor(gray).text(`   versão ${r.versaoAtual}, escrita em ${dateTimeBr(new Date(r.atualizadoEm))}`);
    doc.fillColor('#000000').text(r.texto, { align: 'left' });
    if (r.versoes.length > 1) doc.fontSize(9).fillColor(gray).text(`Editado: ${r.versoes.length - 1} versão(ões) anterior(es) guardada(s) no Acolhe.`).fontSize(10.5).fillColor('#000000');
  }

  doc.moveDown(1.5).fontSize(8.5).fillColor(gray);
  doc.text(
    `Documento sigiloso (Código de Ética do Psicólogo; Resolução CFP 01/2009). Guardado pelo(a) psicólogo(a) por pelo menos ${PRONTUARIO_RETENCAO_ANOS} anos após o último atendimento` +
      (p.guardarAte ? ` (até ${formatDate(p.guardarAte)}).` : '.'),
  );
  doc.end();
  return done;
}
