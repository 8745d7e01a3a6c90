import { useState } from 'react';
import { featureFlagEffects, featureFlagKeys, type FeatureFlagKey } from '@portal/domain';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';
import { readApiError } from '../../lib/api-error';
import { useGetFeatureFlagsQuery } from '../../lib/api-endpoints/feature-flags';
import { useRequestAdminChangeMutation } from './api/admin-changes';
import { ConsoleNav } from './console-nav';

/**
 * The tenant's feature flags (decision 0112): each one's value and what it changes; flipping one is
 * asked for here and made when a second admin approves it.
 */
export function AdminFlagsPage() {
  const flags = useGetFeatureFlagsQuery();
  const [request, state] = useRequestAdminChangeMutation();
  const [asked, setAsked] = useState<string>();

  if (flags.isLoading) return <LoadingMessage>Loading the feature flags…</LoadingMessage>;
  if (!flags.data) return <ErrorMessage onRetry={() => void flags.refetch()}>We could not load the feature flags.</ErrorMessage>;
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
    if (ok) setAsked(`Sent for approval: turn ${flag} ${values[flag] ? 'off' : 'on'}. Another admin must approve it in Approvals.`);
  };

  return (
    <div>
      <ConsoleNav />
      <div aria-live="polite">{asked ? <p className="console-note">{asked}</p> : null}</div>
      {error ? <ErrorMessage>{error.message}</ErrorMessage> : null}
      <ul className="console-cards" aria-label="Feature flags">
        {featureFlagKeys.map((flag) => (
          <li key={flag} className="console-card">
            <h3>
              {flag} <span className={values[flag] ? 'console-tag' : 'console-tag console-tag--off'}>{values[flag] ? 'On' : 'Off'}</span>
            </h3>
            <p>On: {featureFlagEffects[flag].on}</p>
            <p>Off: {featureFlagEffects[flag].off}</p>
            <button type="button" className="button button--secondary" disabled={state.isLoading} onClick={() => void ask(flag)}>
              Ask to turn {values[flag] ? 'off' : 'on'}
              <span className="visually-hidden"> {flag}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
