import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { AboutSection } from './AboutSection';
import { BasicInfoSection } from './BasicInfoSection';
import { DocumentsSection } from './DocumentsSection';
import { EducationSection } from './EducationSection';
import { LinksSection } from './LinksSection';
import { PhotoSection } from './PhotoSection';
import { ProfessionalSection } from './ProfessionalSection';
import type { ProfileFormValues } from './profileForm';
import { Section } from './Section';
import { SpecialtiesSection } from './SpecialtiesSection';
import { useProfileForm } from './useProfileForm';

export const PROFILE_TITLE = 'Configurações do Perfil';
export const PROFILE_SUBTITLE = 'Complete seu cadastro para poder receber agendamentos';

interface Props {
  therapistId: string;
  initialValues: ProfileFormValues;
}

export function ProfileForm({ therapistId, initialValues }: Props) {
  const { form, submit, saving } = useProfileForm(therapistId, initialValues);
  return (
    <form onSubmit={submit} noValidate aria-label={PROFILE_TITLE}>
      <Stack gap="lg">
        <div>
          <Title order={2}>{PROFILE_TITLE}</Title>
          <Text c="dimmed">{PROFILE_SUBTITLE}</Text>
          <Text size="xs" c="dimmed" mt={4}>
            Campos marcados com * são obrigatórios.
          </Text>
        </div>
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
        <EducationSection form={form} />
        <SpecialtiesSection form={form} />
        <AboutSection form={form} />
        <LinksSection form={form} />
        <Group justify="flex-end">
          <Button type="submit" size="md" loading={saving}>
            Salvar Perfil
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
