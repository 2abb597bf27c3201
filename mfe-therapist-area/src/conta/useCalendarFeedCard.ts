// The private calendar feed: its URL, copying it, and a new secret URL after a confirmation.
import { useState } from 'react';
import { apiErrorMessage } from '@acolhe/shared-auth';
import { notify } from '@acolhe/shared-ui';
import { useCalendarFeed, useRotateCalendarFeed } from '../api';
import { CALENDAR_FEED_TEXTS as T } from './accountTexts';
import { copyText } from './copyText';

/** How long 'Endereço copiado' stays on the button. */
export const COPIED_FOR_MS = 2_000;

export function useCalendarFeedCard() {
  const feed = useCalendarFeed();
  const rotate = useRotateCalendarFeed();
  const [confirming, setConfirming] = useState(false);
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    if (!feed.data) return;
    try {
      await copyText(feed.data.url);
      setCopied(true);
      setTimeout(() => setCopied(false), COPIED_FOR_MS);
    } catch {
      notify({ color: 'red', title: T.copyFailedTitle, message: T.copyFailed });
    }
  };

  const confirmRotate = () =>
    rotate.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        setCopied(false);
        notify({ color: 'teal', title: T.rotatedTitle, message: T.rotated });
      },
      onError: (error) => notify({ color: 'red', title: T.rotateFailedTitle, message: apiErrorMessage(error, T.rotateFailed) }),
    });

  return {
    url: feed.data?.url ?? '',
    loading: feed.isPending,
    failed: feed.isError && !feed.data,
    retry: () => void feed.refetch(),
    copied,
    copy: () => void copy(),
    confirming,
    askRotate: () => setConfirming(true),
    // the dialog cannot be dismissed while the new address is being made
    dismissRotate: () => {
      if (!rotate.isPending) setConfirming(false);
    },
    confirmRotate,
    rotating: rotate.isPending,
  };
}
