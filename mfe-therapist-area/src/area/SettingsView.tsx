import { Anchor, Divider, Stack, Tabs, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { SectionErrorBoundary } from '@acolhe/shared-ui';
import { AccountAccessCards, ChangePasswordCard, PrivacyCard } from '@acolhe/shared-ui/area-privada';
import { BlocksSection } from '../bloqueios/BlocksSection';
import { CalendariosExternosSection } from '../calendarios/CalendariosExternosSection';
import { CalendarFeedCard } from '../conta/CalendarFeedCard';
import { EmailRemindersCard } from '../conta/EmailRemindersCard';
import { AvailabilityEditor } from '../disponibilidade/AvailabilityEditor';
import { HolidaysSection } from '../feriados/HolidaysSection';
import { ListaDeEsperaSection } from '../espera/ListaDeEsperaSection';
import { FinanceiroTab } from '../financeiro/FinanceiroTab';
import { PaymentSettingsCard } from '../pagamento/PaymentSettingsCard';
import { ProfileSettings } from '../perfil/ProfileSettings';
import { SessionSettingsProvider } from '../sessionSettings/SessionSettingsProvider';
import { VerificacaoCard } from '../verificacao/VerificacaoCard';
import { useSettingsAnchor, type SettingsTab } from './useSettingsAnchor';

/** Both tabs stay mounted, so switching never loses what was typed in the other one, and both
 * share one owner of the session settings (the session length is shown and edited in both). */
export function SettingsView({ therapistId, userName }: { therapistId: string; userName: string }) {
  const [tab, setTab] = useSettingsAnchor();
  return (
    <SessionSettingsProvider therapistId={therapistId}>
      <Stack gap="lg">
        <Anchor component={Link} to={`/usuario/${therapistId}`} style={{ alignSelf: 'flex-start' }}>
          <span aria-hidden>← </span>
          Ver meu perfil público
        </Anchor>
        <Title order={1}>Configurações</Title>
        <Tabs value={tab} onChange={(value) => value && setTab(value as SettingsTab)}>
          <Tabs.List>
            <Tabs.Tab value="perfil">Perfil</Tabs.Tab>
            <Tabs.Tab value="disponibilidade">Disponibilidade</Tabs.Tab>
            <Tabs.Tab value="pagamento">Pagamento</Tabs.Tab>
            <Tabs.Tab value="financeiro">Financeiro</Tabs.Tab>
            <Tabs.Tab value="conta">Conta</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="perfil" pt="lg">
            <Stack gap="xl">
              <SectionErrorBoundary>
                <VerificacaoCard therapistId={therapistId} />
              </SectionErrorBoundary>
              <ProfileSettings therapistId={therapistId} userName={userName} />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="disponibilidade" pt="lg">
            <Stack gap="xl">
              <AvailabilityEditor therapistId={therapistId} />
              <Divider />
              <BlocksSection therapistId={therapistId} />
              <Divider />
              <SectionErrorBoundary>
                <CalendariosExternosSection therapistId={therapistId} />
              </SectionErrorBoundary>
              <Divider />
              <HolidaysSection therapistId={therapistId} />
              <Divider />
              <SectionErrorBoundary>
                <ListaDeEsperaSection therapistId={therapistId} />
              </SectionErrorBoundary>
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="pagamento" pt="lg">
            <SectionErrorBoundary>
              <PaymentSettingsCard therapistId={therapistId} />
            </SectionErrorBoundary>
          </Tabs.Panel>
          <Tabs.Panel value="financeiro" pt="lg">
            <SectionErrorBoundary>
              <FinanceiroTab />
            </SectionErrorBoundary>
          </Tabs.Panel>
          <Tabs.Panel value="conta" pt="lg">
            <Stack gap="lg">
              <AccountAccessCards />
              <SectionErrorBoundary>
                <CalendarFeedCard />
              </SectionErrorBoundary>
              <SectionErrorBoundary>
                <EmailRemindersCard />
              </SectionErrorBoundary>
              <ChangePasswordCard title="Senha" order={3} />
              <PrivacyCard tipo="terapeuta" />
            </Stack>
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </SessionSettingsProvider>
  );
}
