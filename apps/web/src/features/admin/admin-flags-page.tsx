import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { featureFlagKeys, type FeatureFlagKey } from '@portal/domain';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';
import { readApiError } from '../../lib/api-error';
import { useGetFeatureFlagsQuery } from '../../lib/api-endpoints/feature-flags';
import { useRequestAdminChangeMutation } from './api/admin-changes';
import { ConsoleNav } from './console-nav';

/**
 * The tenant's feature flags (decision 0112): each one's value and what it changes; flipping one is
 * asked for here and made when a second admin approves it. A flag's key is its name in every language.
 */
export function AdminFlagsPage() {
  const { t } = useTranslation();
  const flags = useGetFeatureFlagsQuery();
  const [request, state] = useRequestAdminChangeMutation();
  const [asked, setAsked] = useState<string>();

  if (flags.isLoading) return <LoadingMessage>{t('consolePages.flags.loading')}</LoadingMessage>;
  if (!flags.data) return <ErrorMessage onRetry={() => void flags.refetch()}>{t('consolePages.flags.failed')}</ErrorMessage>;
  const error = readApiError(state.error);
  const values = flags.data;

  const ask = async (flag: FeatureFlagKey) => {
    setAsked(undefined);
    const ok = await request({ kind: 'SET_FLAG', flag, enabled: !values[flag] })
      .unwrap()
      .then(
        () => true,
        () => false,
      );
    if (ok) setAsked(t(values[flag] ? 'consolePages.flags.askedOff' : 'consolePages.flags.askedOn', { flag }));
  };

  return (
    <div>
      <ConsoleNav />
      <div aria-live="polite">{asked ? <p className="console-note">{asked}</p> : null}</div>
      {error ? <ErrorMessage>{error.message}</ErrorMessage> : null}
      <ul className="console-cards" aria-label={t('consolePages.flags.list')}>
        {featureFlagKeys.map((flag) => (
          <li key={flag} className="console-card">
            <h3>
              {flag}{' '}
              <span className={values[flag] ? 'console-tag' : 'console-tag console-tag--off'}>
                {values[flag] ? t('consolePages.flags.on') : t('consolePages.flags.off')}
              </span>
            </h3>
            <p>{t('consolePages.flags.whenOn', { effect: t(`consolePages.flags.effect.${flag}.on`) })}</p>
            <p>{t('consolePages.flags.whenOff', { effect: t(`consolePages.flags.effect.${flag}.off`) })}</p>
            <button type="button" className="button button--secondary" disabled={state.isLoading} onClick={() => void ask(flag)}>
              {values[flag] ? t('consolePages.flags.askOff') : t('consolePages.flags.askOn')}
              <span className="visually-hidden"> {flag}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
