import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';

export const SECTION_ERROR_TEXT = 'Não foi possível carregar esta seção.';

interface Props {
  children: ReactNode;
  /** Called before re-rendering the children after "Tentar novamente". */
  onRetry?: () => void;
  /** Changing this key (e.g. the route) clears a previous error. */
  resetKey?: unknown;
}
interface State { error: Error | null; prevKey: unknown }

/**
 * Keeps a failing part (a remote that is down, a render error) from blanking the page:
 * the header and the other remotes go on working, and the user can retry.
 */
export class SectionErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, prevKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.prevKey ? { error: null, prevKey: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[acolhe] seção falhou', error, info.componentStack);
  }

  private retry = () => {
    this.props.onRetry?.();
    this.setState({ error: null });
  };

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Alert color="red" variant="light" title="Ops!" role="alert" data-testid="section-error">
        <Stack gap="sm" align="flex-start">
          <Text>{SECTION_ERROR_TEXT}</Text>
          <Button variant="outline" color="red" onClick={this.retry}>
            Tentar novamente
          </Button>
        </Stack>
      </Alert>
    );
  }
}
