import { memo } from 'react';
import { Radio, Skeleton, Stack, Text } from '@mantine/core';
import { SESSION_FORMATS, SESSION_FORMAT_LABELS } from '@acolhe/shared-domain';
import type { SessionFormat } from '@acolhe/shared-domain';
import { modalityText, officePlace, toModality, type ModalityOffer, type OfficePlace } from '../modality';
import { BOOKING_TEXTS as T } from '../texts';

export interface ModalityFieldProps {
  offer: ModalityOffer;
  value: SessionFormat | null;
  office: OfficePlace;
  onChange: (modality: SessionFormat) => void;
  error?: string | null;
}

/** 'Online' or 'Presencial' when the therapist offers both (a required radio group); the one
 * format otherwise, as text. */
export const ModalityField = memo(function ModalityField({ offer, value, office, onChange, error }: ModalityFieldProps) {
  if (offer.kind === 'loading') return <Skeleton height={24} aria-hidden />;
  if (offer.kind === 'fixed') {
    return (
      <Text size="sm" fw={600}>
        {modalityText(offer.modality, office)}
      </Text>
    );
  }
  const place = officePlace(office);
  return (
    <Radio.Group
      label={T.modalityLabel}
      required
      value={value ?? ''}
      onChange={(next) => {
        const modality = toModality(next);
        if (modality) onChange(modality);
      }}
      error={error ?? undefined}
      // announced when it appears, and the group's description while it is there
      errorProps={{ role: 'alert' }}
    >
      <Stack gap="xs" mt="xs">
        {SESSION_FORMATS.map((format) => (
          <Radio
            key={format}
            value={format}
            label={SESSION_FORMAT_LABELS[format]}
            description={format === 'presencial' && place ? place : undefined}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
});
