// The overview's charts (recharts, loaded with this module only: the console's other screens and
// the rest of the site never download it). Each chart has the same numbers as a table below.
import type { ReactElement } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Paper, SimpleGrid, Title } from '@mantine/core';
import { Table } from '@acolhe/shared-ui/mantine-area-privada';
import type { PontoSemana } from './series';
import { TEXTOS } from '../texts';
import { TabelaRolavel } from '../comum/TabelaRolavel';

const T = TEXTOS.resumo;
const CORES = { a: '#2f7d6d', b: '#c77d2e', c: '#5b6cc9' };

function Grafico({ titulo, children }: { titulo: string; children: ReactElement }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        {titulo}
      </Title>
      <div style={{ width: '100%', height: 240 }} role="img" aria-label={titulo}>
        <ResponsiveContainer initialDimension={{ width: 560, height: 240 }}>{children}</ResponsiveContainer>
      </div>
    </Paper>
  );
}

export default function Graficos({ pontos }: { pontos: PontoSemana[] }) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Grafico titulo={T.novasContas}>
          <BarChart data={pontos}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="rotulo" />
            <YAxis allowDecimals={false} width={32} />
            <Tooltip />
            <Legend />
            <Bar dataKey="clientes" name={T.clientes} fill={CORES.a} />
            <Bar dataKey="terapeutas" name={T.terapeutas} fill={CORES.b} />
          </BarChart>
        </Grafico>
        <Grafico titulo={T.verificacoes}>
          <BarChart data={pontos}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="rotulo" />
            <YAxis allowDecimals={false} width={32} />
            <Tooltip />
            <Bar dataKey="decididas" name={T.decididas} fill={CORES.c} />
          </BarChart>
        </Grafico>
      </SimpleGrid>
      <Grafico titulo={T.sessoes}>
        <LineChart data={pontos}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="rotulo" />
          <YAxis allowDecimals={false} width={32} />
          <Tooltip />
          <Legend />
          <Line type="monotone" dataKey="solicitadas" name={T.solicitadas} stroke={CORES.b} />
          <Line type="monotone" dataKey="confirmadas" name={T.confirmadas} stroke={CORES.c} />
          <Line type="monotone" dataKey="realizadas" name={T.realizadas} stroke={CORES.a} />
        </LineChart>
      </Grafico>
      <details>
        <summary>{T.tabelaLegenda}</summary>
        <TabelaRolavel minWidth={560} rotulo={T.tabelaLegenda}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{T.semana}</Table.Th>
                <Table.Th>{T.clientes}</Table.Th>
                <Table.Th>{T.terapeutas}</Table.Th>
                <Table.Th>{T.decididas}</Table.Th>
                <Table.Th>{T.solicitadas}</Table.Th>
                <Table.Th>{T.confirmadas}</Table.Th>
                <Table.Th>{T.realizadas}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {pontos.map((p) => (
                <Table.Tr key={p.rotulo}>
                  <Table.Td>{p.rotulo}</Table.Td>
                  <Table.Td>{p.clientes}</Table.Td>
                  <Table.Td>{p.terapeutas}</Table.Td>
                  <Table.Td>{p.decididas}</Table.Td>
                  <Table.Td>{p.solicitadas}</Table.Td>
                  <Table.Td>{p.confirmadas}</Table.Td>
                  <Table.Td>{p.realizadas}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TabelaRolavel>
      </details>
    </>
  );
}
