import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Badge, Button, Group, Text, TextInput } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFieldErrors, apiQuery, callApi } from '@acolhe/shared-auth';
import { Table } from '@acolhe/shared-ui/mantine-area-privada';
import { ESTADO_VERIFICACAO_LABELS, formatCrp } from '@acolhe/shared-domain';
import { reactivateTherapist, searchTherapistsOperacao, suspendTherapist, type AnswerOf } from '@acolhe/shared-domain/operations';
import { notify } from '@acolhe/shared-ui';
import { useDecisao } from '../api/decisao';
import { motivoDaSuspensao } from '../comum/decisoes';
import { ListaConsultada } from '../comum/Estados';
import { MotivoModal } from '../comum/MotivoModal';
import { Paginacao } from '../comum/Paginacao';
import { TEXTOS } from '../texts';
import { Pagina } from '../comum/Pagina';
import { TabelaRolavel } from '../comum/TabelaRolavel';

const T = TEXTOS.terapeutas;

type TerapeutaOperacao = AnswerOf<typeof searchTherapistsOperacao>['content'][number];
/** The api's page of the search (api/src/operacao/suspensao.ts: 20 a page). */
const TERAPEUTAS_PAGE_SIZE = 20;

type Mudanca = { terapeuta: TerapeutaOperacao; motivo: string };
/** Suspends an active therapist, reactivates a suspended one. */
const mudarSuspensao = ({ terapeuta, motivo }: Mudanca) =>
  callApi(terapeuta.suspenso ? reactivateTherapist : suspendTherapist, { params: { id: terapeuta.id }, body: { motivo } });

/** /operacao/terapeutas: find a therapist; suspend or reactivate them with a reason. */
export default function TerapeutasPage() {
  const [texto, setTexto] = useState('');
  const [busca, setBusca] = useState({ q: '', page: 0 });
  const [aberto, setAberto] = useState<TerapeutaOperacao | null>(null);
  const lista = useQuery({ ...apiQuery(searchTherapistsOperacao, { query: { q: busca.q, page: String(busca.page) } }), placeholderData: keepPreviousData });
  const mudar = useDecisao(mudarSuspensao);
  // the api's refusal of the search, at its field
  const erroBusca = apiFieldErrors(lista.error).q;
  const campoBusca = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (erroBusca) campoBusca.current?.focus();
  }, [erroBusca]);

  const buscar = (e: FormEvent) => {
    e.preventDefault();
    setBusca({ q: texto.trim(), page: 0 });
  };

  return (
    <Pagina titulo={T.titulo}>
      <form onSubmit={buscar} role="search">
        <Group align="flex-end" wrap="wrap">
          <TextInput ref={campoBusca} label={T.busca} error={erroBusca} value={texto} onChange={(e) => setTexto(e.currentTarget.value)} style={{ flex: 1, minWidth: 220 }} />
          <Button type="submit">{T.buscar}</Button>
        </Group>
      </form>
      <ListaConsultada consulta={lista} vazio={T.vazio}>
        {(pagina) => (
          <>
            <TabelaRolavel minWidth={480} rotulo={T.titulo}>
              <Table striped highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{T.nome}</Table.Th>
                    <Table.Th>{T.situacao}</Table.Th>
                    <Table.Th>{T.acoes}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {pagina.content.map((t) => (
                    <Table.Tr key={t.id}>
                      <Table.Td>
                        <Text size="sm" fw={600}>
                          {t.nome}
                        </Text>
                        <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                          {t.email}
                        </Text>
                        <Text size="xs">{formatCrp(t.crp)}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="xs" mb={4}>
                          {ESTADO_VERIFICACAO_LABELS[t.verificacao]}
                        </Text>
                        {t.suspenso ? (
                          <Badge color="red" title={t.suspensoMotivo ?? undefined}>
                            {T.suspenso}
                          </Badge>
                        ) : (
                          <Badge color={t.publicado ? 'teal' : 'gray'} variant="light">
                            {t.publicado ? T.publicado : T.naoPublicado}
                          </Badge>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Button size="xs" variant={t.suspenso ? 'default' : 'light'} color={t.suspenso ? undefined : 'red'} onClick={() => setAberto(t)} aria-label={`${t.suspenso ? T.reativar : T.suspender} ${t.nome}`}>
                          {t.suspenso ? T.reativar : T.suspender}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </TabelaRolavel>
            <Paginacao page={busca.page} size={TERAPEUTAS_PAGE_SIZE} total={pagina.totalElements} onPage={(page) => setBusca((b) => ({ ...b, page }))} />
          </>
        )}
      </ListaConsultada>
      {aberto && (
        <MotivoModal
          key={aberto.id}
          titulo={aberto.suspenso ? T.reativarTitulo(aberto.nome) : T.suspenderTitulo(aberto.nome)}
          texto={aberto.suspenso ? undefined : T.suspenderTexto}
          rotuloConfirmar={aberto.suspenso ? T.reativar : T.suspender}
          cor={aberto.suspenso ? undefined : 'red'}
          validar={motivoDaSuspensao}
          onConfirmar={async (motivo) => {
            await mudar.mutateAsync({ terapeuta: aberto, motivo });
            notify({ message: aberto.suspenso ? T.reativado_ok : T.suspenso_ok, color: 'teal' });
          }}
          onFechar={() => setAberto(null)}
        />
      )}
    </Pagina>
  );
}
