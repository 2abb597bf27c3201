// One owner of the session settings for the settings page: both tabs stay mounted and read and
// write the same values, so the session length typed in one tab is the one the other shows and saves.
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useAvailability, useMyTherapist } from '../api';
import { initialSessionSettings, type SessionSettings } from './sessionSettings';

interface SessionSettingsContextValue {
  /** null until the profile and the availability record have answered (or failed) */
  settings: SessionSettings | null;
  update: (change: Partial<SessionSettings>) => void;
}

const SessionSettingsContext = createContext<SessionSettingsContextValue | null>(null);

export function SessionSettingsProvider({ therapistId, children }: { therapistId: string; children: ReactNode }) {
  const profile = useMyTherapist(therapistId);
  const availability = useAvailability(therapistId);
  const [settings, setSettings] = useState<SessionSettings | null>(null);
  const profileSettled = profile.isSuccess || profile.isError;
  const availabilitySettled = availability.isSuccess || availability.isError;

  // Set once, in the render where both have answered: later refetches never overwrite what the
  // therapist is editing.
  if (settings === null && profileSettled && availabilitySettled) {
    setSettings(initialSessionSettings(profile.data, availability.data));
  }

  const update = useCallback(
    (change: Partial<SessionSettings>) => setSettings((current) => (current ? { ...current, ...change } : current)),
    [],
  );
  const value = useMemo(() => ({ settings, update }), [settings, update]);
  return <SessionSettingsContext.Provider value={value}>{children}</SessionSettingsContext.Provider>;
}

export function useSessionSettings(): SessionSettingsContextValue {
  const value = useContext(SessionSettingsContext);
  if (!value) throw new Error('useSessionSettings: render inside <SessionSettingsProvider>.');
  return value;
}
