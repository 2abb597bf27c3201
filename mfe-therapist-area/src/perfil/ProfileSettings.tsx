import { useEffect } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { notify } from '@acolhe/shared-ui';
import { PUBLICATION_FIELDS } from '@acolhe/shared-domain';
import { useMyTherapist } from '../api';
import { useSessionSettings } from '../sessionSettings/SessionSettingsProvider';
import { valuesFromTherapist } from './profileForm';
import { ProfileForm } from './ProfileForm';

export const LOAD_FAILED = 'Erro ao carregar dados';

/** Perfil tab: loads the own record, then hands its values to the form (once). */
export function ProfileSettings({ therapistId, userName }: { therapistId: string; userName: string }) {
  const therapist = useMyTherapist(therapistId);
  const { settings } = useSessionSettings();
  // A failed background refetch keeps the loaded data: the form (and what the user typed) stays.
  const failed = therapist.isError && therapist.data === undefined;

  useEffect(() => {
    if (failed) {
      notify({ color: 'red', title: LOAD_FAILED, message: 'Não foi possível carregar seu perfil. Tente novamente.' });
    }
  }, [failed]);

  if (therapist.isPending) return <Text>Carregando...</Text>;
  if (failed || therapist.data === undefined) {
    // No empty form here: saving it would overwrite the stored profile.
    return (
      <Alert color="red" variant="light" title={LOAD_FAILED}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">Não foi possível carregar seu perfil.</Text>
          <Button variant="outline" color="red" onClick={() => void therapist.refetch()}>
            Tentar novamente
          </Button>
        </Stack>
      </Alert>
    );
  }
  // the session settings wait for the availability record too (both tabs share them)
  if (!settings) return <Text>Carregando...</Text>;
  const record = therapist.data;
  const missing = record?.missingForPublication ?? (record ? [] : PUBLICATION_FIELDS);
  return (
    <ProfileForm
      therapistId={therapistId}
      initialValues={valuesFromTherapist(therapist.data, userName)}
      settings={settings}
      missingForPublication={missing}
      profileSaved={Boolean(record) && record?.profileComplete !== false}
    />
  );
}
