import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { Anchor, Paper, SimpleGrid, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@acolhe/shared-auth';
import { operationsOverview } from '@acolhe/shared-domain/operations';
import { Carregando, Consultado } from '../comum/Estados';
import { TEXTOS } from '../texts';
import { CAMINHOS } from '../caminhos';
import { pontosDasSemanas } from './series';
import { Pagina } from '../comum/Pagina';

const Graficos = lazy(() => import('./Graficos'));
const T = TEXTOS.resumo;

function Numero({ rotulo, valor, to }: { rotulo: string; valor: number; to?: string }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" c="dimmed">
        {to ? (
          <Anchor component={Link} to={to} inherit>
            {rotulo}
          </Anchor>
        ) : (
          rotulo
        )}
      </Text>
      <Text fz={28} fw={700}>
        {valor}
      </Text>
    </Paper>
  );
}

/** /operacao: the platform at a glance — queues waiting, e-mails failing, the last weeks' charts. */
export default function ResumoPage() {
  const resumo = useQuery(apiQuery(operationsOverview, {}));
  return (
    <Pagina titulo={T.titulo}>
      <Consultado consulta={resumo}>
        {(dados) => (
          <>
            <SimpleGrid cols={{ base: 1, xs: 3 }}>
              <Numero rotulo={T.verificacoesPendentes} valor={dados.verificacoesPendentes} to={CAMINHOS.verificacoes} />
              <Numero rotulo={T.denunciasPendentes} valor={dados.denunciasPendentes} to={CAMINHOS.denuncias} />
              <Numero rotulo={T.emailsFalhos} valor={dados.emailsFalhos} />
            </SimpleGrid>
            <Suspense fallback={<Carregando />}>
              <Graficos pontos={pontosDasSemanas(dados)} />
            </Suspense>
          </>
        )}
      </Consultado>
    </Pagina>
  );
}
