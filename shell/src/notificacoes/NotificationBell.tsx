import { useId, useState } from 'react';
import { ActionIcon, Alert, Anchor, Badge, Box, Button, Group, Loader, Popover, ScrollArea, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { CurrentUser } from '@acolhe/shared-auth';
import type { NotificationItem } from '@acolhe/shared-domain';
import { BellIcon } from './BellIcon';
import { NOTIFICATION_TEXTS as T, badgeText, formatDateTimeBr, notificationHref, notificationTime, unreadLabel } from './notifications';
import { useNotifications } from './useNotifications';

interface ItemProps {
  item: NotificationItem;
  href: string;
  now: Date;
  onOpen: (item: NotificationItem) => void;
}

function NotificationRow({ item, href, now, onOpen }: ItemProps) {
  return (
    <Box component="li" bg={item.lida ? undefined : 'acolhe.0'} style={{ borderRadius: 6 }}>
      <Anchor
        component={Link}
        to={href}
        onClick={() => onOpen(item)}
        underline="never"
        c="inherit"
        display="block"
        p="xs"
        data-lida={item.lida ? 'true' : 'false'}
      >
        <Group gap={6} wrap="nowrap" align="baseline">
          {item.lida ? null : (
            <Box component="span" aria-hidden w={8} h={8} bg="red.7" style={{ borderRadius: '50%', flex: 'none' }} />
          )}
          <Text size="sm" fw={item.lida ? 500 : 700} style={{ flex: 1 }}>
            {item.titulo}
          </Text>
          {item.lida ? null : <VisuallyHidden>({T.unread})</VisuallyHidden>}
        </Group>
        <Text size="sm" c="gray.8">
          {item.mensagem}
        </Text>
        <Text size="xs" c="gray.7" component="time" dateTime={item.criadaEm} title={formatDateTimeBr(item.criadaEm)}>
          {notificationTime(item.criadaEm, now)}
        </Text>
      </Anchor>
    </Box>
  );
}

/**
 * The header's bell: the unread count as a badge, and a dropdown with the latest notifications.
 * Opening one goes to its page and marks it read; 'Marcar todas como lidas' reads them all.
 */
export function NotificationBell({ user }: { user: CurrentUser }) {
  const inbox = useNotifications(user.id);
  const [opened, setOpened] = useState(false);
  const countId = useId();
  const badge = badgeText(inbox.unread);
  const now = new Date();

  const open = (item: NotificationItem) => {
    inbox.markOneRead(item.id);
    setOpened(false);
  };

  return (
    <Box pos="relative" style={{ flex: 'none' }}>
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-end"
        width="min(360px, calc(100vw - 16px))"
        shadow="md"
        withinPortal
        trapFocus
        returnFocus
        onOpen={inbox.refresh}
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            radius="xl"
            aria-label={T.bell}
            aria-describedby={badge ? countId : undefined}
            onClick={() => setOpened((o) => !o)}
            data-testid="notification-bell"
          >
            <BellIcon />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p="xs">
          <Group justify="space-between" wrap="nowrap" px="xs" pb="xs">
            <Text fw={700} component="h2" size="md" m={0}>
              {T.title}
            </Text>
            <Button size="compact-xs" variant="subtle" onClick={inbox.markAllRead} disabled={inbox.unread === 0} loading={inbox.markingAll}>
              {T.markAll}
            </Button>
          </Group>
          {inbox.loading ? (
            <Group justify="center" py="md">
              <Loader size="sm" aria-label={T.loading} />
            </Group>
          ) : inbox.failed ? (
            <Alert color="red" variant="light" role="alert" title={T.loadError}>
              <Button size="xs" variant="light" color="red" onClick={inbox.retry}>
                {T.retry}
              </Button>
            </Alert>
          ) : inbox.items.length === 0 ? (
            <Text size="sm" c="gray.7" px="xs" py="md">
              {T.empty}
            </Text>
          ) : (
            <ScrollArea.Autosize mah="min(420px, 70vh)" type="auto">
              <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }} aria-label="Últimas notificações">
                {inbox.items.map((item) => (
                  <NotificationRow key={item.id} item={item} href={notificationHref(item, user)} now={now} onOpen={open} />
                ))}
              </Stack>
            </ScrollArea.Autosize>
          )}
        </Popover.Dropdown>
      </Popover>
      {badge ? (
        <Badge
          id={countId}
          size="xs"
          color="red.9"
          variant="filled"
          circle={badge.length === 1}
          pos="absolute"
          top={-4}
          right={-6}
          style={{ pointerEvents: 'none' }}
        >
          <span aria-hidden>{badge}</span>
          <VisuallyHidden>{unreadLabel(inbox.unread)}</VisuallyHidden>
        </Badge>
      ) : null}
    </Box>
  );
}
