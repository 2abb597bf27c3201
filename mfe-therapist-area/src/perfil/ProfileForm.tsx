import { Alert, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import type { PublicationField } from '@acolhe/shared-domain';
import { PublicationChecklist } from '@acolhe/shared-ui/area-privada';
import type { SessionSettings } from '../sessionSettings/sessionSettings';
import { AboutSection } from './AboutSection';
import { BasicInfoSection } from './BasicInfoSection';
import { DocumentsSection } from './DocumentsSection';
import { EducationSection } from './EducationSection';
import { LinksSection } from './LinksSection';
import { OfficeAddressSection } from './OfficeAddressSection';
import { PhotoSection } from './PhotoSection';
import { ProfessionalSection } from './ProfessionalSection';
import type { ProfileFormValues } from './profileForm';
import { Section } from './Section';
import { SpecialtiesSection } from './SpecialtiesSection';
import { OTHER_TAB_FIELDS, PROFILE_FORM_ID, useProfileForm } from './useProfileForm';

export const PROFILE_TITLE = 'Configurações do Perfil';
export const PROFILE_SUBTITLE = 'Complete seu cadastro para poder receber agendamentos';

interface Props {
  therapistId: string;
  initialValues: ProfileFormValues;
  settings: SessionSettings;
  /** what the api says still keeps the profile out of the public pages (saved state) */
  missingForPublication?: readonly PublicationField[];
  /** the api's profileComplete (saved once with every field marked *) */
  profileSaved?: boolean;
}

export function ProfileForm({ therapistId, initialValues, settings, missingForPublication = [], profileSaved = true }: Props) {
  const { form, submit, saving, fillOffice } = useProfileForm(therapistId, initialValues, settings);
  const otherTabErrors = OTHER_TAB_FIELDS.map((field) => form.errors[field]).filter(Boolean);
  return (
    <form id={PROFILE_FORM_ID} onSubmit={submit} noValidate aria-label={PROFILE_TITLE}>
      <Stack gap="lg">
        <div>
          <Title order={2}>{PROFILE_TITLE}</Title>
          <Text c="dimmed">{PROFILE_SUBTITLE}</Text>
          <Text size="xs" c="dimmed" mt={4}>
            Campos marcados com * são obrigatórios. CRP e especialidades podem ficar para depois, mas sem eles o perfil não aparece nas buscas.
          </Text>
        </div>
        {(missingForPublication.length > 0 || !profileSaved) && (
          <PublicationChecklist therapistId={therapistId} missing={missingForPublication} profileSaved={profileSaved} />
        )}
        <Section title="Foto de perfil">
          <PhotoSection
            therapistId={therapistId}
            fullName={form.values.fullName}
            imageUrl={form.values.profileImageUrl}
            onUploaded={(url) => form.setFieldValue('profileImageUrl', url)}
          />
        </Section>
        <BasicInfoSection form={form} />
        <DocumentsSection form={form} />
        <ProfessionalSection form={form} />
        <OfficeAddressSection form={form} fillOffice={fillOffice} />
        <EducationSection form={form} />
        <SpecialtiesSection form={form} />
        <AboutSection form={form} />
        <LinksSection form={form} />
        {otherTabErrors.length > 0 && (
          <Alert color="red" variant="light" title="Corrija na aba Disponibilidade" role="alert">
            <List size="sm">
              {otherTabErrors.map((message) => (
                <List.Item key={String(message)}>{message}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" size="md" loading={saving}>
            Salvar Perfil
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
