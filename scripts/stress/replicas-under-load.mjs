#!/usr/bin/env node
// `npm run test:replicas:under-load`: the replica suite (`npm run test:replicas`) 3 times in a row
// beside two busy CPU loops, stopping at the first failure, then the three results (issue 47 item
// 5: the suite must not flake when the machine is busy). The loops are bounded: they stop by
// themselves at the hard time limit or as soon as this script is gone (even killed with -9: each
// loop watches its parent), and are killed when the runs end, on an error and on Ctrl-C/SIGTERM.
//   STRESS_RUNS (3)  STRESS_LOOPS (2)  STRESS_TIME_LIMIT_S (1800: loops and runs, all together)
// Exit 0 when every run passed; its last line is 'N passed, N failed'.
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const inteiro = (nome, padrao, min, max) => {
  const valor = process.env[nome] === undefined ? padrao : Number(process.env[nome]);
  if (!Number.isInteger(valor) || valor < min || valor > max) {
    console.error(`${nome} deve ser um inteiro entre ${min} e ${max}.`);
    process.exit(2);
  }
  return valor;
};
const RUNS = inteiro('STRESS_RUNS', 3, 1, 20);
const LOOPS = inteiro('STRESS_LOOPS', 2, 0, 8);
const LIMITE_S = inteiro('STRESS_TIME_LIMIT_S', 1800, 10, 4 * 3600);
const prazo = Date.now() + LIMITE_S * 1000;

// One busy loop: integer work until the deadline, checking between batches that its parent (this
// script) is still the one that started it.
const LOOP = `
const fim = Number(process.argv[1]);
const pai = process.ppid;
let x = 0;
while (Date.now() < fim && process.ppid === pai) {
  for (let i = 0; i < 2e6; i++) x = (x * 31 + i) | 0;
}
process.exitCode = x === 0.5 ? 1 : 0;
`;

const loops = [];
let atual = null;

function pararTudo() {
  for (const loop of loops) if (loop.exitCode === null && loop.signalCode === null) loop.kill('SIGKILL');
  // the suite's run: npm, jest, the replicas, Chromium, Redis… one process group (detached below)
  if (atual && atual.exitCode === null) {
    try {
      process.kill(-atual.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}
process.on('exit', pararTudo);
for (const sinal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(sinal, () => {
    console.log(`\n[estresse] ${sinal}: parando os laços e a suíte`);
    pararTudo();
    process.exit(130);
  });
}

for (let i = 0; i < LOOPS; i++) {
  loops.push(spawn(process.execPath, ['-e', LOOP, String(prazo)], { stdio: 'ignore' }));
}
const carga = () => loadavg().map((n) => n.toFixed(2)).join(' ');
console.log(`[estresse] ${LOOPS} laços ocupando a CPU (pids ${loops.map((l) => l.pid).join(', ') || '—'}), ` +
  `${RUNS} execuções de npm run test:replicas, limite ${LIMITE_S} s; carga ${carga()}`);

/** One run of the suite, its output passed through; resolves with what it ended with. */
function umaExecucao() {
  return new Promise((resolve) => {
    const inicio = Date.now();
    const filho = spawn('npm', ['run', 'test:replicas'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    atual = filho;
    let resumo = '';
    const ler = (destino) => (parte) => {
      destino.write(parte);
      for (const linha of parte.toString('utf8').split('\n')) if (/^Tests:\s/.test(linha.trim())) resumo = linha.trim();
    };
    filho.stdout.on('data', ler(process.stdout));
    filho.stderr.on('data', ler(process.stderr));
    let esgotado = false;
    const relogio = setTimeout(() => {
      esgotado = true;
      try {
        process.kill(-filho.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }, Math.max(0, prazo - Date.now()));
    filho.on('close', (code, signal) => {
      clearTimeout(relogio);
      atual = null;
      const segundos = Math.round((Date.now() - inicio) / 1000);
      const passou = code === 0 && !esgotado;
      const motivo = esgotado ? 'limite de tempo' : signal ? `sinal ${signal}` : `código ${code}`;
      resolve({ passou, segundos, resumo: resumo || '(sem linha Tests:)', motivo, carga: carga() });
    });
  });
}

const resultados = [];
for (let i = 1; i <= RUNS; i++) {
  console.log(`\n[estresse] execução ${i} de ${RUNS}`);
  const r = await umaExecucao();
  resultados.push(r);
  console.log(`[estresse] execução ${i}: ${r.passou ? 'passou' : `FALHOU (${r.motivo})`} em ${r.segundos} s — ${r.resumo}; carga ${r.carga}`);
  if (!r.passou) break;
}
pararTudo();

console.log(`\n[estresse] npm run test:replicas ao lado de ${LOOPS} laços ocupando a CPU:`);
resultados.forEach((r, i) => console.log(`  ${i + 1}. ${r.passou ? 'passou' : `FALHOU (${r.motivo})`} em ${r.segundos} s — ${r.resumo}`));
for (let i = resultados.length + 1; i <= RUNS; i++) console.log(`  ${i}. não executada (parou na primeira falha)`);
const passaram = resultados.filter((r) => r.passou).length;
console.log(`${passaram} passed, ${RUNS - passaram} failed`);
process.exitCode = passaram === RUNS ? 0 : 1;
