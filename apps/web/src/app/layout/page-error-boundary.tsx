import { Component } from 'react';
import type { ReactNode } from 'react';
import { Translation } from 'react-i18next';
import { ErrorMessage } from '../../components/status-message';

interface State {
  failed: boolean;
}

/** Catches a page that fails to load (its chunk could not be fetched) or to render, inside the frame. */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <Translation>{(t) => <ErrorMessage onRetry={() => window.location.reload()}>{t('shell.pageFailed')}</ErrorMessage>}</Translation>;
  }
}
