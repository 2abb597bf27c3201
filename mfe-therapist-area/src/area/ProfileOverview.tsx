import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Table } from '@acolhe/shared-ui/mantine-area-privada';
import type { Therapist } from '@acolhe/shared-domain';
import { serviceRows } from './overview';

export const INCOMPLETE_PROMPT = 'Complete seu cadastro para poder receber agendamentos';

function Card({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Title order={3} size="h4" mb="xs">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** The therapist's own public data, as clients see it (product.md#screens 'profile sections'). */
export function ProfileOverview({ therapist }: { therapist: Therapist }) {
  const rows = serviceRows(therapist);
  return (
    <Stack gap="md">
      <Card title="Atendimento">
        {rows.length === 0 ? (
          <Text c="dimmed" size="sm">Ainda não informado.</Text>
        ) : (
          <Table variant="vertical" withRowBorders={false} layout="fixed">
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.label}>
                  <Table.Th w={150}>{row.label}</Table.Th>
                  <Table.Td>{row.value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Card>
      <Card title="Especialidades">
        {therapist.specialties?.length ? (
          // the public pages' chip (discovery TherapistCard): normal case, never Badge's default caps
          <Group gap={6} role="list" aria-label="Especialidades">
            {therapist.specialties.map((s) => (
              <Badge key={typeof s === 'string' ? s : s.id} variant="light" radius="sm" tt="none" role="listitem">
                {typeof s === 'string' ? s : s.name}
              </Badge>
            ))}
          </Group>
        ) : (
          <Text c="dimmed" size="sm">Nenhuma especialidade selecionada.</Text>
        )}
      </Card>
      <Card title="Sobre">
        <Text size="sm" style={{ whiteSpace: 'pre-line' }} c={therapist.bio ? undefined : 'dimmed'}>
          {therapist.bio || 'Ainda não informado.'}
        </Text>
      </Card>
      {therapist.approach && (
        <Card title="Abordagem Terapêutica">
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>{therapist.approach}</Text>
        </Card>
      )}
      {therapist.education?.length > 0 && (
        <Card title="Formação Acadêmica">
          <Stack gap={4}>
            {therapist.education.map((e) => (
              <Text key={e.id} size="sm">
                <Text span fw={600}>{e.degree}</Text> — {e.institution} ({e.year})
              </Text>
            ))}
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
