import { Button, List, Stack, Text } from '@mantine/core';
import { AccountModal } from '../AccountModal';

/**
 * The privacy policy the sign-up checkbox links to. The product spec has no route for it (the footer
 * link is a placeholder), so it opens here, without leaving the half-filled form.
 */
export function PrivacyPolicyDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <AccountModal opened={opened} onClose={onClose} title="Política de Privacidade" size="lg">
      <Stack gap="sm">
        <Text size="sm">
          O Acolhe trata seus dados pessoais de acordo com a Lei Geral de Proteção de Dados (Lei nº 13.709/2018 — LGPD).
        </Text>
        <List size="sm" spacing="xs">
          <List.Item>
            Coletamos apenas o necessário para o serviço: nome, e-mail, tipo de conta e os dados que você preencher no seu
            perfil.
          </List.Item>
          <List.Item>
            Usamos esses dados para criar sua conta, permitir buscas e agendamentos e enviar os códigos de confirmação e de
            redefinição de senha.
          </List.Item>
          <List.Item>
            Terapeutas e clientes veem somente as informações necessárias para o atendimento; não vendemos seus dados.
          </List.Item>
          <List.Item>
            Você pode pedir acesso, correção ou exclusão dos seus dados a qualquer momento pelos nossos canais de contato.
          </List.Item>
        </List>
        <Button onClick={onClose} variant="light" style={{ alignSelf: 'flex-end' }}>
          Fechar
        </Button>
      </Stack>
    </AccountModal>
  );
}
