import { useTranslation } from 'react-i18next';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { readApiError } from '../../../lib/api-error';
import { ErrorMessage } from '../../../components/status-message';

/** Why a product's landing config could not be shown: unknown or unavailable to this tenant (404), or a failure to retry. */
export function LandingLoadError({ error, onRetry }: { error: FetchBaseQueryError | SerializedError | undefined; onRetry: () => void }) {
  const { t } = useTranslation();
  const readable = readApiError(error);
  return readable?.status === 404 ? (
    <ErrorMessage>{t('productLanding.notAvailable')}</ErrorMessage>
  ) : (
    <ErrorMessage onRetry={onRetry}>{readable?.message ?? t('productLanding.loadFailed')}</ErrorMessage>
  );
}
