// The statement's PDF (pdfkit, on the server): one A4 page a health plan can read — who attended
// whom, when, for how much (in figures and in words), when and how it was paid, who issues the Receita
// Saúde receipt, place and date, and the code that verifies it. pdfkit's standard Helvetica
// covers Portuguese (WinAnsi); nothing is embedded, so the file stays a few kilobytes.
import PDFDocument from 'pdfkit';
import { formatCurrency, formatDate, formatLongDate, maskCpf, todayIso, type Declaracao } from '@acolhe/shared-domain';

const BRAND = '#0b7d6e';
const INK = '#1f2933';
const MUTED = '#52606d';

/** 'São Paulo, 26 de novembro de 2026' (the long date without its weekday) */
function placeAndDate(local: string, emitidaEm: string): string {
  const long = formatLongDate(todayIso(new Date(emitidaEm))).replace(/^[^,]+,\s*/, '');
  return local ? `${local}, ${long}` : long;
}

/** The lines of the statement, in order (also what a test reads back from the PDF). */
export function statementParagraphs(d: Declaracao, verifyUrl: string): { title: string; body: string[]; rows: [string, string][]; footer: string[] } {
  const modality = d.modalidade === 'presencial' ? 'presencial' : 'online (por vídeo)';
  return {
    title: 'Declaração de atendimento e pagamento',
    body: [
      `Declaro, para os devidos fins, que atendi ${d.cliente.nome}, CPF ${maskCpf(d.cliente.cpf)}, em sessão de psicoterapia ` +
        `${modality} no dia ${formatDate(d.data)}, às ${d.hora}, com duração de ${d.duracaoMinutos} minutos, e que recebi por ela, ` +
        `em ${formatDate(d.dataPagamento)}, o valor de ${formatCurrency(d.valor)} (${d.valorPorExtenso}), pago por ${d.formaPagamento}.`,
      'O recibo fiscal deste pagamento (Receita Saúde) é emitido pelo(a) psicólogo(a) no aplicativo Receita Saúde da Receita Federal, ' +
        'em nome do pagador acima.',
    ],
    rows: [
      ['Psicólogo(a)', d.terapeuta.nome],
      ['CPF', maskCpf(d.terapeuta.cpf)],
      ['CRP', d.terapeuta.crp],
      ['Cliente (pagador e beneficiário)', d.cliente.nome],
      ['CPF do cliente', maskCpf(d.cliente.cpf)],
      ['Data da sessão e início', `${formatDate(d.data)} às ${d.hora}`],
      ['Duração', `${d.duracaoMinutos} minutos`],
      ['Modalidade', d.modalidade === 'presencial' ? 'Presencial' : 'Online'],
      ['Valor', `${formatCurrency(d.valor)} (${d.valorPorExtenso})`],
      ['Data do pagamento', formatDate(d.dataPagamento)],
      ['Forma de pagamento', d.formaPagamento],
    ],
    footer: [
      placeAndDate(d.local, d.emitidaEm),
      `Código de verificação: ${d.codigo}`,
      `Confira a autenticidade em ${verifyUrl}`,
      'Declaração emitida pelo Acolhe a pedido do(a) cliente, com os dados informados pelo(a) psicólogo(a) e pelo(a) cliente. ' +
        'O Acolhe não intermedeia o pagamento, que vai direto ao(à) psicólogo(a).',
    ],
  };
}

/** The statement as PDF bytes. */
export function renderStatementPdf(d: Declaracao, verifyUrl: string): Promise<Buffer> {
  const text = statementParagraphs(d, verifyUrl);
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 64, bottom: 56, left: 64, right: 64 },
    info: { Title: text.title, Author: d.terapeuta.nome, Creator: 'Acolhe', Producer: 'Acolhe' },
    lang: 'pt-BR',
    pdfVersion: '1.7',
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 128;

  doc.fillColor(BRAND).font('Helvetica-Bold').fontSize(11).text('Acolhe', { characterSpacing: 1 });
  doc.moveDown(1.2);
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(18).text(text.title, { align: 'center' });
  doc.moveDown(1.2);
  doc.font('Helvetica').fontSize(11).fillColor(INK);
  for (const p of text.body) {
    doc.text(p, { align: 'justify', lineGap: 3 });
    doc.moveDown(0.8);
  }
  doc.moveDown(0.4);
  const labelWidth = 190;
  for (const [label, value] of text.rows) {
    const y = doc.y;
    doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(label, 64, y, { width: labelWidth - 8 });
    const labelBottom = doc.y;
    doc.font('Helvetica-Bold').fontSize(10).fillColor(INK).text(value, 64 + labelWidth, y, { width: width - labelWidth });
    doc.y = Math.max(doc.y, labelBottom) + 4;
    doc.moveTo(64, doc.y).lineTo(64 + width, doc.y).lineWidth(0.5).strokeColor('#e4e7eb').stroke();
    doc.y += 5;
  }
  doc.x = 64;
  doc.moveDown(2);
  doc.font('Helvetica').fontSize(11).fillColor(INK).text(text.footer[0]!, { align: 'right' });
  doc.moveDown(3);
  const signY = doc.y;
  doc.moveTo(64 + width / 4, signY).lineTo(64 + (3 * width) / 4, signY).lineWidth(0.7).strokeColor(INK).stroke();
  doc.y = signY + 6;
  doc.font('Helvetica').fontSize(10).text(`${d.terapeuta.nome} · CRP ${d.terapeuta.crp}`, 64, doc.y, { align: 'center', width });
  doc.moveDown(3);
  doc.font('Helvetica-Bold').fontSize(10).fillColor(INK).text(text.footer[1]!, 64, doc.y, { width });
  doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(text.footer[2]!, { width });
  doc.moveDown(0.6);
  doc.fontSize(8).text(text.footer[3]!, { width, align: 'justify' });
  doc.end();
  return done;
}
