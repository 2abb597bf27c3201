// The console's one exposed page: the shell mounts it at /operacao/* and it routes the rest —
// /operacao/entrar (the operators' sign-in) and, behind an operator's session, its screens.
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { chamarComoOperador } from '../api/operador';
import { Carregando } from '../comum/Estados';
import { ConsoleLayout } from '../layout/ConsoleLayout';
import { CAMINHOS } from '../caminhos';

// the console starts here (the shell loads this module once): its api calls carry the operator's token
chamarComoOperador();

const EntrarPage = lazy(() => import('../entrar/EntrarPage'));
const ResumoPage = lazy(() => import('../resumo/ResumoPage'));
const VerificacoesPage = lazy(() => import('../verificacoes/VerificacoesPage'));
const DenunciasPage = lazy(() => import('../denuncias/DenunciasPage'));
const TerapeutasPage = lazy(() => import('../terapeutas/TerapeutasPage'));
const AuditoriaPage = lazy(() => import('../auditoria/AuditoriaPage'));

export default function OperacaoPage() {
  return (
    <Suspense fallback={<Carregando />}>
      <Routes>
        <Route path="entrar" element={<EntrarPage />} />
        <Route element={<ConsoleLayout />}>
          <Route index element={<ResumoPage />} />
          <Route path="verificacoes" element={<VerificacoesPage />} />
          <Route path="denuncias" element={<DenunciasPage />} />
          <Route path="terapeutas" element={<TerapeutasPage />} />
          <Route path="auditoria" element={<AuditoriaPage />} />
          <Route path="*" element={<Navigate to={CAMINHOS.resumo} replace />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
