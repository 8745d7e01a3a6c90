import { useState } from 'react';
import { loanPinCodeFields } from '@portal/domain';
import { ConfigForm } from '../../../components/form/config-form';
import type { ReadableApiError } from '../../../lib/api-error';
import { useLoanWords } from '../loan-words';
import { digitsOnly, loanInput } from './loan-inputs';
import { ApiErrorText, type StepProps } from './step-parts';
import { useAnswer } from './use-answer';
import { loadStepSchema } from './load-step-schema';

type Mode = 'ask' | 'locating' | 'pin-code';

interface PinCodeFormProps {
  note: string | undefined;
  sending: boolean;
  error: ReadableApiError | undefined;
  onPinCode: (pinCode: string) => void;
  onLocate: () => void;
}

const pinCodeInputs = { pinCode: loanInput({ numeric: true, autoComplete: 'postal-code', keep: digitsOnly }) };

/** The pin code of the current address, where the browser's location is refused, unavailable or not wanted. */
function PinCodeForm({ note, sending, error, onPinCode, onLocate }: PinCodeFormProps) {
  const { t } = useLoanWords();
  return (
    <ConfigForm
      className="cl-form"
      validateOn="submit"
      fields={loanPinCodeFields}
      loadSchema={loadStepSchema.pinCode}
      fieldInputs={pinCodeInputs}
      serverErrors={error?.fields}
      onSubmit={({ pinCode }) => onPinCode(pinCode)}
      submitting={sending}
      submitLabel={t('customerLoan.continue')}
      submittingLabel={t('customerLoan.pleaseWait')}
      intro={note ? <p role="status">{note}</p> : null}
      actions={
        <button type="button" className="button button--secondary" onClick={onLocate}>
          {t('customerLoan.location.tryAgain')}
        </button>
      }
    >
      {error && !error.fields.pinCode ? <ApiErrorText error={error} /> : null}
    </ConfigForm>
  );
}

/**
 * location: the lender must know where the customer applies from. The browser is asked only after the
 * customer reads why and agrees; refused, unavailable or slow, the pin code of the current address serves.
 */
export function LocationStep({ journey, onNext }: StepProps) {
  const { t } = useLoanWords();
  const { answer, sending, error } = useAnswer('location', onNext);
  const [mode, setMode] = useState<Mode>('ask');
  const [note, setNote] = useState<string>();

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setNote(t('customerLoan.location.unavailable'));
      setMode('pin-code');
      return;
    }
    setMode('locating');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        void answer({ latitude: position.coords.latitude, longitude: position.coords.longitude });
      },
      (failure) => {
        setNote(t(failure.code === failure.PERMISSION_DENIED ? 'customerLoan.location.denied' : 'customerLoan.location.unavailable'));
        setMode('pin-code');
      },
      { enableHighAccuracy: false, timeout: 15000, maximumAge: 60000 },
    );
  };

  if (mode === 'pin-code') {
    return <PinCodeForm note={note} sending={sending} error={error} onPinCode={(pinCode) => void answer({ pinCode })} onLocate={locate} />;
  }

  return (
    <div className="form cl-form">
      <p>{t('customerLoan.location.why', { lender: journey.lenderName })}</p>
      <p>{t('customerLoan.location.allow')}</p>
      {mode === 'locating' ? <p role="status">{sending ? t('customerLoan.location.saving') : t('customerLoan.location.finding')}</p> : null}
      <ApiErrorText error={error} />
      <div className="form__actions">
        <button type="button" className="button" onClick={locate} disabled={mode === 'locating'}>
          {t('customerLoan.location.share')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            setNote(undefined);
            setMode('pin-code');
          }}
        >
          {t('customerLoan.location.enterPin')}
        </button>
      </div>
    </div>
  );
}
