export { EmailRemindersCard, type EmailRemindersCardProps } from './EmailRemindersCard';
export { EMAIL_REMINDERS_TEXTS } from './texts';
export type { PreferencesQuery, PreferencesSave } from './useEmailReminders';
