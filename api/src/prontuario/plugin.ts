// The prontuário's plugin (issue 34 item 6): mounts its rows of the operation table
// (shared-domain/src/operations/prontuario.ts), and moves the plaintext notes an older version left
// into the records (at start and in each sweep, notas.ts). Every answer is `Cache-Control: private,
// no-store`. Handlers read the parsed input and call the slice's commands and queries (service.ts,
// exportacao.ts), which decide who may read what.
import {
  addRecordEntry,
  downloadRecordCopyPdf,
  exportRecordPdf,
  getRecord,
  listRecordCopyRequests,
  listRecords,
  releaseRecordCopy,
  requestRecordCopy,
  reviseRecordEntry,
  saveRecordHeader,
} from '@acolhe/shared-domain/operations';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { implement, mount } from '../http/operations';
import { downloadCopy, exportRecord, type PdfDownload } from './exportacao';
import { moveLegacyNotes, moveLegacyNotesAtStart } from './notas';
import {
  addRegistro,
  editRegistro,
  getProntuario,
  listCopies,
  listProntuarios,
  releaseCopy,
  requestCopy,
  saveCabecalho,
} from './service';

const noStore = (reply: FastifyReply) => void reply.header('cache-control', 'private, no-store');

function sendPdf(reply: FastifyReply, { pdf, filename }: PdfDownload) {
  noStore(reply);
  return reply.header('content-type', 'application/pdf').header('content-disposition', `attachment; filename="${filename}"`).send(pdf);
}

export const prontuarioPlugin: FastifyPluginAsync = async (app) => {
  const { db } = app;
  // read at each call: a rotation adds a key to the same keyring
  const keys = () => app.prontuarioKeys;

  mount(app, [
    implement(listRecords, async ({ caller, reply }) => {
      noStore(reply);
      return listProntuarios(db, caller, app.now());
    }),
    implement(getRecord, async ({ caller, params, reply }) => {
      noStore(reply);
      return getProntuario(db, keys(), caller, params.clienteId, app.now());
    }),
    implement(saveRecordHeader, async ({ caller, params, body, reply }) => {
      noStore(reply);
      return saveCabecalho(db, keys(), caller, params.clienteId, body, app.now());
    }),
    implement(exportRecordPdf, async ({ caller, params, reply }) => sendPdf(reply, await exportRecord(db, keys(), caller, params.clienteId, app.now()))),
    implement(addRecordEntry, async ({ caller, params, body, reply }) => {
      const created = await addRegistro(db, keys(), caller, params.clienteId, body, app.now());
      noStore(reply);
      return reply.status(201).send(created);
    }),
    implement(reviseRecordEntry, async ({ caller, params, body, reply }) => {
      noStore(reply);
      return editRegistro(db, keys(), caller, params.clienteId, params.registroId, body.texto, app.now());
    }),
    implement(releaseRecordCopy, async ({ caller, params, reply }) => {
      noStore(reply);
      return releaseCopy(db, caller, params.clienteId, params.copiaId, app.now());
    }),
    implement(listRecordCopyRequests, async ({ caller, reply }) => {
      noStore(reply);
      return listCopies(db, caller);
    }),
    implement(requestRecordCopy, async ({ caller, body, reply }) => {
      const { pedido, created } = await requestCopy(db, keys(), caller, body.terapeutaId, app.now());
      noStore(reply);
      return reply.status(created ? 201 : 200).send(pedido);
    }),
    implement(downloadRecordCopyPdf, async ({ caller, params, reply }) => sendPdf(reply, await downloadCopy(db, keys(), caller, params.copiaId, app.now()))),
  ]);

  // The plaintext notes an older version left: sealed into the records at every start (and the
  // database's files rewritten where that is this process's to do), then by each sweep until none is left.
  app.addHook('onReady', async () => moveLegacyNotesAtStart(db, keys(), app.now, app.dbDriver, app.log));
  app.sweeps.add({
    name: 'move_therapist_notes',
    run: (at) => moveLegacyNotes(db, keys(), at),
    failure: 'move of legacy therapist notes into the prontuário failed',
  });
};
