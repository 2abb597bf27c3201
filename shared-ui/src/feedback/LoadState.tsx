import type { ReactNode } from 'react';
import { Alert, Button, Skeleton } from '@mantine/core';

/** A read as the cards and sections show it: loading, failed, and how to ask again. */
export interface ReadState {
  loading: boolean;
  failed: boolean;
  retry: () => void;
}

/** A query's ReadState (its first read pending, failed, and refetch). */
export function readStateOf(query: { isPending: boolean; isError: boolean; refetch: () => unknown }): ReadState {
  return { loading: query.isPending, failed: query.isError, retry: () => void query.refetch() };
}

export interface LoadStateProps {
  /** the card's read */
  of: ReadState;
  /** the card's texts: the alert's title when the read failed, and the retry button's */
  texts: { loadError: string; retry: string };
  /** the placeholder's accessible name and height while loading */
  loadingLabel: string;
  skeletonHeight: number;
  /** the card's content, once loaded */
  children: ReactNode;
}

/** A private-area card's content once its data is read: a placeholder meanwhile, and a failure
 * with a retry button instead of it. */
export function LoadState({ of, texts, loadingLabel, skeletonHeight, children }: LoadStateProps) {
  if (of.loading) return <Skeleton height={skeletonHeight} aria-busy="true" aria-label={loadingLabel} />;
  if (of.failed) return <LoadFailedAlert title={texts.loadError} retryLabel={texts.retry} onRetry={of.retry} />;
  return <>{children}</>;
}

export interface LoadFailedAlertProps {
  /** what could not be read */
  title: string;
  onRetry: () => void;
  retryLabel?: string;
}

/** A read that failed, with a button to ask again (a card's or a whole section's). */
export function LoadFailedAlert({ title, onRetry, retryLabel = 'Tentar novamente' }: LoadFailedAlertProps) {
  return (
    <Alert color="red" variant="light" role="alert" title={title}>
      <Button size="xs" variant="light" color="red" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Alert>
  );
}
