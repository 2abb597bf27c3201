import type { ReactNode } from 'react';
import { Alert, Button, Skeleton } from '@mantine/core';

export interface LoadStateProps {
  loading: boolean;
  failed: boolean;
  /** the placeholder's accessible name and height while loading */
  loadingLabel: string;
  skeletonHeight: number;
  /** the alert's title when the card's data could not be read */
  errorTitle: string;
  retryLabel: string;
  onRetry: () => void;
  /** the card's content, once loaded */
  children: ReactNode;
}

/** A private-area card's content once its data is read: a placeholder meanwhile, and a failure
 * with a retry button instead of it. */
export function LoadState({ loading, failed, loadingLabel, skeletonHeight, errorTitle, retryLabel, onRetry, children }: LoadStateProps) {
  if (loading) return <Skeleton height={skeletonHeight} aria-busy="true" aria-label={loadingLabel} />;
  if (failed)
    return (
      <Alert color="red" variant="light" role="alert" title={errorTitle}>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {retryLabel}
        </Button>
      </Alert>
    );
  return <>{children}</>;
}
