// 'Seus dados' card of both settings pages: export and erase (LGPD art. 18).
import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { SettingsCard } from '../conta/SettingsCard';
import { ERASE_CONFIRMATION_WORD, PRONTUARIO_RETENCAO_AVISO, REGISTROS_FISCAIS_AVISO_CLIENTE, REGISTROS_FISCAIS_AVISO_TERAPEUTA } from '@acolhe/shared-domain';
import { usePrivacyActions } from './usePrivacyActions';

export function PrivacyCard({ tipo }: { tipo: 'cliente' | 'terapeuta' }) {
  const actions = usePrivacyActions();
  const [confirming, setConfirming] = useState(false);
  const close = () => {
    setConfirming(false);
    actions.resetErase();
  };
  const consequences =
    tipo === 'terapeuta'
      ? 'Seu perfil público sai do ar, suas sessões futuras são canceladas (os clientes veem o cancelamento), as avaliações do seu perfil e suas fotos são apagadas.'
      : 'Seus dados pessoais e fotos são apagados e suas sessões futuras canceladas (o(a) terapeuta vê o cancelamento). Suas avaliações continuam publicadas como “Cliente Acolhe”.';
  return (
    <SettingsCard headingId="seus-dados" title="Seus dados">
      <Stack gap="sm" align="flex-start">
        <Text size="sm" c="gray.7">
          Baixe tudo o que o Acolhe guarda sobre você ou exclua sua conta (LGPD).
        </Text>
        <Button variant="light" loading={actions.exporting} onClick={() => void actions.exportData()}>
          Exportar meus dados
        </Button>
        <Button variant="outline" color="red" onClick={() => setConfirming(true)}>
          Excluir minha conta
        </Button>
      </Stack>
      <Modal.Root opened={confirming} onClose={close} centered>
        <Modal.Overlay />
        <Modal.Content>
          <Modal.Header {...{ component: 'div' }}>
            <Modal.Title fw={600}>Excluir minha conta</Modal.Title>
            <Modal.CloseButton aria-label="Fechar" />
          </Modal.Header>
          <Modal.Body>
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void actions.erase();
              }}
            >
              <Stack>
                <Text size="sm">{consequences}</Text>
                {/* the client is told before erasing (LGPD art. 11 II-a, CFP 01/2009): the records stay */}
                {tipo === 'cliente' ? (
                  <Text size="sm" data-testid="aviso-prontuario">
                    {PRONTUARIO_RETENCAO_AVISO}
                  </Text>
                ) : null}
                {/* and what the tax rules keep (issue 41: LGPD art. 16, I; CTN arts. 173 and 195) */}
                <Text size="sm" data-testid="aviso-registros-fiscais">
                  {tipo === 'cliente' ? REGISTROS_FISCAIS_AVISO_CLIENTE : REGISTROS_FISCAIS_AVISO_TERAPEUTA}
                </Text>
                <Text size="sm" fw={600}>
                  Esta ação não pode ser desfeita.
                </Text>
                {actions.eraseError ? (
                  <Alert color="red" role="alert">
                    {actions.eraseError}
                  </Alert>
                ) : null}
                <TextInput
                  label={`Digite ${ERASE_CONFIRMATION_WORD} para confirmar`}
                  value={actions.typed}
                  onChange={(event) => actions.setTyped(event.currentTarget.value)}
                  autoComplete="off"
                  data-autofocus
                />
                <Group justify="flex-end">
                  <Button variant="default" onClick={close}>
                    Cancelar
                  </Button>
                  <Button type="submit" color="red" disabled={!actions.canErase} loading={actions.erasing}>
                    Excluir conta
                  </Button>
                </Group>
              </Stack>
            </form>
          </Modal.Body>
        </Modal.Content>
      </Modal.Root>
    </SettingsCard>
  );
}
