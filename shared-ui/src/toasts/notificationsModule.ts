// What toasts use of @mantine/notifications, named so its stylesheets come with this lazily
// loaded module (tooling/webpack/mantine-css), not with the first load.
export { Notifications, notifications } from '@mantine/notifications';
