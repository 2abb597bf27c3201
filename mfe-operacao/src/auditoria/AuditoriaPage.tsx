import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiErrorMessage, apiFieldErrors, apiQuery } from '@acolhe/shared-auth';
import { Table } from '@acolhe/shared-ui/mantine-area-privada';
import { DatesPtBr } from '@acolhe/shared-ui/dates';
import { ACOES_AUDITORIA, ALVOS_AUDITORIA, AUDITORIA_PAGE_SIZE, labelDaAcao, parseBrDate } from '@acolhe/shared-domain';
import { listAuditLog } from '@acolhe/shared-domain/operations';
import { ListaConsultada } from '../comum/Estados';
import { Paginacao } from '../comum/Paginacao';
import { dataHora } from '../format';
import { TEXTOS } from '../texts';
import { FILTRO_VAZIO, parametrosAuditoria, type FiltroAuditoria } from './filtro';
import { useExportarAuditoria } from './useExportarAuditoria';
import { Pagina } from '../comum/Pagina';
import { TabelaRolavel } from '../comum/TabelaRolavel';

const T = TEXTOS.auditoria;
const OPCOES_ACAO = [{ value: '', label: T.todas }, ...Object.entries(ACOES_AUDITORIA).map(([value, label]) => ({ value, label }))];
const OPCOES_ALVO = [{ value: '', label: T.todos }, ...ALVOS_AUDITORIA.map((a) => ({ value: a, label: a }))];

/** /operacao/auditoria: every operator action (append-only in the database), filtered, exportable. */
export default function AuditoriaPage() {
  const [rascunho, setRascunho] = useState<FiltroAuditoria>(FILTRO_VAZIO);
  const [filtro, setFiltro] = useState<FiltroAuditoria>(FILTRO_VAZIO);
  const [page, setPage] = useState(0);
  const log = useQuery({ ...apiQuery(listAuditLog, { query: parametrosAuditoria(filtro, page, AUDITORIA_PAGE_SIZE) }), placeholderData: keepPreviousData });
  const exportacao = useExportarAuditoria();
  // the api's refusal of a filter (reading the log or exporting it), at its field; the first one focused
  const erros: Partial<Record<keyof FiltroAuditoria, string>> = { ...apiFieldErrors(log.error), ...apiFieldErrors(exportacao.erro) };
  const formulario = useRef<HTMLFormElement>(null);
  const primeiroErro = Object.keys(erros)[0];
  useEffect(() => {
    if (primeiroErro) formulario.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [primeiroErro]);
  const campo = (nome: keyof FiltroAuditoria) => (valor: string | null) => setRascunho((f) => ({ ...f, [nome]: valor ?? '' }));

  const aplicar = (e: FormEvent) => {
    e.preventDefault();
    setFiltro(rascunho);
    setPage(0);
  };
  const limpar = () => {
    setRascunho(FILTRO_VAZIO);
    setFiltro(FILTRO_VAZIO);
    setPage(0);
  };

  return (
    <Pagina titulo={T.titulo}>
      <form ref={formulario} onSubmit={aplicar} aria-label={T.filtrar}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            <NativeSelect label={T.acao} error={erros.acao} data={OPCOES_ACAO} value={rascunho.acao} onChange={(e) => campo('acao')(e.currentTarget.value)} />
            <NativeSelect label={T.alvoTipo} error={erros.alvoTipo} data={OPCOES_ALVO} value={rascunho.alvoTipo} onChange={(e) => campo('alvoTipo')(e.currentTarget.value)} />
            <TextInput label={T.alvoId} error={erros.alvoId} value={rascunho.alvoId} onChange={(e) => campo('alvoId')(e.currentTarget.value)} />
            <TextInput label={T.operador} error={erros.operadorEmail} type="email" value={rascunho.operadorEmail} onChange={(e) => campo('operadorEmail')(e.currentTarget.value)} />
            <DatesPtBr>
              <DateInput label={T.desde} error={erros.desde} placeholder="dd/mm/aaaa" valueFormat="DD/MM/YYYY" dateParser={parseBrDate} clearable clearButtonProps={{ 'aria-label': `Limpar ${T.desde}` }} value={rascunho.desde || null} onChange={campo('desde')} />
            </DatesPtBr>
            <DatesPtBr>
              <DateInput label={T.ate} error={erros.ate} placeholder="dd/mm/aaaa" valueFormat="DD/MM/YYYY" dateParser={parseBrDate} clearable clearButtonProps={{ 'aria-label': `Limpar ${T.ate}` }} value={rascunho.ate || null} onChange={campo('ate')} />
            </DatesPtBr>
          </SimpleGrid>
          <Group gap="sm" wrap="wrap">
            <Button type="submit">{T.filtrar}</Button>
            <Button variant="default" onClick={limpar}>
              {T.limpar}
            </Button>
            <Button variant="light" onClick={() => void exportacao.exportar(filtro)} loading={exportacao.ocupado}>
              {T.exportar}
            </Button>
          </Group>
        </Stack>
      </form>
      {exportacao.erro !== null && (
        <Alert color="red" role="alert">
          {apiErrorMessage(exportacao.erro, TEXTOS.erroAcao)}
        </Alert>
      )}
      <ListaConsultada consulta={log} vazio={T.vazio}>
        {(pagina) => (
          <>
            <Text size="sm" c="dimmed">
              {T.total(pagina.totalElements)}
            </Text>
            <TabelaRolavel minWidth={760} rotulo={T.titulo}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{T.quando}</Table.Th>
                    <Table.Th>{T.quem}</Table.Th>
                    <Table.Th>{T.acao}</Table.Th>
                    <Table.Th>{T.alvo}</Table.Th>
                    <Table.Th>{TEXTOS.motivo}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {pagina.content.map((e) => (
                    <Table.Tr key={e.id}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{dataHora(e.em)}</Table.Td>
                      <Table.Td>{e.operadorEmail}</Table.Td>
                      <Table.Td>{labelDaAcao(e.acao)}</Table.Td>
                      <Table.Td>
                        {/* the name first (issue 44), its kind and id below for a search */}
                        {e.alvoNome && <Text size="sm">{e.alvoNome}</Text>}
                        {e.alvoTipo}
                        {e.alvoId && (
                          <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                            {e.alvoId}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>{e.motivo ?? ''}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </TabelaRolavel>
            <Paginacao page={page} size={AUDITORIA_PAGE_SIZE} total={pagina.totalElements} onPage={setPage} />
          </>
        )}
      </ListaConsultada>
    </Pagina>
  );
}
