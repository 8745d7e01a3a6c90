import { useId, useState, type FormEvent } from 'react';
import type { ReadableApiError } from '../../../lib/api-error';
import { useLoanWords } from '../loan-words';
import { ApiErrorText, type StepProps } from './step-parts';
import { useAnswer } from './use-answer';

type Mode = 'ask' | 'locating' | 'pin-code';

interface PinCodeFormProps {
  note: string | undefined;
  sending: boolean;
  error: ReadableApiError | undefined;
  onPinCode: (pinCode: string) => void;
  onLocate: () => void;
}

/** The pin code of the current address, where the browser's location is refused, unavailable or not wanted. */
function PinCodeForm({ note, sending, error, onPinCode, onLocate }: PinCodeFormProps) {
  const { t } = useLoanWords();
  const [pinCode, setPinCode] = useState('');
  const [pinError, setPinError] = useState<string>();
  const pinId = useId();
  const sendPinCode = (event: FormEvent) => {
    event.preventDefault();
    if (!/^[1-9]\d{5}$/.test(pinCode)) {
      setPinError(t('customerLoan.location.pinError'));
      return;
    }
    onPinCode(pinCode);
  };
  const pinFieldError = pinError ?? error?.fields.pinCode;
  return (
    <form className="form cl-form" noValidate onSubmit={sendPinCode}>
      {note ? <p role="status">{note}</p> : null}
      <div className="field">
        <label htmlFor={pinId}>{t('customerLoan.location.pinLabel')}</label>
        <input
          id={pinId}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="postal-code"
          maxLength={6}
          value={pinCode}
          onChange={(event) => {
            setPinCode(event.target.value.replace(/\D/g, ''));
            setPinError(undefined);
          }}
          aria-invalid={pinFieldError ? true : undefined}
          aria-describedby={pinFieldError ? `${pinId}-error` : undefined}
        />
        {pinFieldError ? (
          <p className="field__error" id={`${pinId}-error`}>
            {pinFieldError}
          </p>
        ) : null}
      </div>
      {error && !error.fields.pinCode ? <ApiErrorText error={error} /> : null}
      <div className="form__actions">
        <button type="submit" className="button" disabled={sending}>
          {sending ? t('customerLoan.pleaseWait') : t('customerLoan.continue')}
        </button>
        <button type="button" className="button button--secondary" onClick={onLocate}>
          {t('customerLoan.location.tryAgain')}
        </button>
      </div>
    </form>
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
