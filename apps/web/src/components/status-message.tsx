import type { ReactNode } from 'react';

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
  return (
    <div className="error-message" role="alert">
      <p>{children}</p>
      {onRetry && (
        <button type="button" className="button button--secondary" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}
