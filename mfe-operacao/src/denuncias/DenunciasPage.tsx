import { useState } from 'react';
import { Badge, Button, Card, Group, List, Rating, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { apiQuery, callApi } from '@acolhe/shared-auth';
import { MOTIVO_DENUNCIA_LABELS, formatDate, type ESTADOS_FILA_DENUNCIAS, type TipoDecisaoAvaliacao } from '@acolhe/shared-domain';
import { decideReview, listReviewReports, type AnswerOf } from '@acolhe/shared-domain/operations';
import { notify } from '@acolhe/shared-ui';
import { useDecisao } from '../api/decisao';
import { motivoDaAvaliacao } from '../comum/decisoes';
import { ListaConsultada } from '../comum/Estados';
import { MotivoModal } from '../comum/MotivoModal';
import { dataHora } from '../format';
import { TEXTOS } from '../texts';
import { Pagina } from '../comum/Pagina';

const T = TEXTOS.denuncias;

type ItemDenuncia = AnswerOf<typeof listReviewReports>['content'][number];
type EstadoFilaDenuncia = (typeof ESTADOS_FILA_DENUNCIAS)[number];

type Decisao = { avaliacaoId: string; decisao: TipoDecisaoAvaliacao; motivo: string };
const decidirAvaliacao = ({ avaliacaoId, decisao, motivo }: Decisao) => callApi(decideReview, { params: { id: avaliacaoId }, body: { decisao, motivo } });
const ESTADOS: { value: EstadoFilaDenuncia; label: string }[] = [
  { value: 'pendentes', label: 'Pendentes' },
  { value: 'todas', label: 'Todas' },
];

type Aberto = { decisao: TipoDecisaoAvaliacao; item: ItemDenuncia } | null;

/** /operacao/denuncias: reported reviews, to keep or to hide (with a reason the author is told). */
export default function DenunciasPage() {
  const [estado, setEstado] = useState<EstadoFilaDenuncia>('pendentes');
  const [aberto, setAberto] = useState<Aberto>(null);
  const fila = useQuery(apiQuery(listReviewReports, { query: { estado } }));
  const decidir = useDecisao(decidirAvaliacao);

  return (
    <Pagina titulo={T.titulo}>
      <SegmentedControl aria-label={T.estado} data={ESTADOS} value={estado} onChange={(v) => setEstado(v as EstadoFilaDenuncia)} maw={320} />
      <ListaConsultada consulta={fila} vazio={T.vazio}>
        {(pagina) => pagina.content.map((item) => <CartaoDenuncia key={item.avaliacaoId} item={item} onDecidir={(decisao) => setAberto({ decisao, item })} />)}
      </ListaConsultada>
      {aberto && (
        <MotivoModal
          key={`${aberto.decisao}-${aberto.item.avaliacaoId}`}
          titulo={aberto.decisao === 'manter' ? T.manterTitulo : T.ocultarTitulo}
          rotuloConfirmar={aberto.decisao === 'manter' ? T.manter : T.ocultar}
          cor={aberto.decisao === 'ocultar' ? 'red' : undefined}
          validar={motivoDaAvaliacao(aberto.decisao)}
          onConfirmar={async (motivo) => {
            await decidir.mutateAsync({ avaliacaoId: aberto.item.avaliacaoId, decisao: aberto.decisao, motivo });
            notify({ message: aberto.decisao === 'manter' ? T.mantida : T.ocultada, color: 'teal' });
          }}
          onFechar={() => setAberto(null)}
        />
      )}
    </Pagina>
  );
}

function CartaoDenuncia({ item, onDecidir }: { item: ItemDenuncia; onDecidir: (decisao: TipoDecisaoAvaliacao) => void }) {
  return (
    <Card withBorder radius="md" p="md" component="article" aria-label={T.sobre(item.terapeutaNome)}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4">
            {T.sobre(item.terapeutaNome)}
          </Title>
          <Group gap="xs">
            <Badge variant="light" color="orange">
              {T.denunciasDela(item.denuncias.length)}
            </Badge>
            {item.oculta && <Badge color="gray">{T.oculta}</Badge>}
          </Group>
        </Group>
        <Group gap="xs">
          <Rating value={item.nota} readOnly size="sm" aria-label={T.nota(item.nota)} />
          <Text size="sm" c="dimmed">
            {T.por(item.autorNome, formatDate(item.dataAvaliacao))}
          </Text>
        </Group>
        <Text style={{ whiteSpace: 'pre-wrap' }}>{item.comentario}</Text>
        <List size="sm" spacing={4}>
          {item.denuncias.map((d, i) => (
            <List.Item key={i}>
              <strong>{MOTIVO_DENUNCIA_LABELS[d.motivo]}</strong> ({dataHora(d.em)}){d.texto && `: ${d.texto}`}
            </List.Item>
          ))}
        </List>
        <Group gap="sm">
          <Button size="xs" variant="default" onClick={() => onDecidir('manter')}>
            {T.manter}
          </Button>
          {!item.oculta && (
            <Button size="xs" color="red" variant="light" onClick={() => onDecidir('ocultar')}>
              {T.ocultar}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
