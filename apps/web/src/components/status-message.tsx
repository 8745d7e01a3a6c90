import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A loading note announced politely to screen readers. */
export function LoadingMessage({ children }: { children: ReactNode }) {
  return (
    <p className="status-message" role="status">
      {children}
    </p>
  );
}

/** An error announced at once, with an optional way to try again. */
export function ErrorMessage({ children, onRetry }: { children: ReactNode; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="error-message" role="alert">
      <p>{children}</p>
      {onRetry && (
        <button type="button" className="button button--secondary" onClick={onRetry}>
          {t('shell.tryAgain')}
        </button>
      )}
    </div>
  );
}
