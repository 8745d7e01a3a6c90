import { useId, useState, type FormEvent } from 'react';
import { ApiErrorText, type StepProps } from './step-parts';
import { useAnswer } from './use-answer';

type Mode = 'ask' | 'locating' | 'pin-code';

const deniedText = 'Your browser did not share your location. Enter your pin code instead.';
const unavailableText = 'Your location could not be found. Enter your pin code instead.';

/**
 * location: the lender must know where the customer applies from. The browser is asked only after the
 * customer reads why and agrees; refused, unavailable or slow, the pin code of the current address serves.
 */
export function LocationStep({ journey, onNext }: StepProps) {
  const { answer, sending, error } = useAnswer('location', onNext);
  const [mode, setMode] = useState<Mode>('ask');
  const [note, setNote] = useState<string>();
  const [pinCode, setPinCode] = useState('');
  const [pinError, setPinError] = useState<string>();
  const pinId = useId();

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setNote(unavailableText);
      setMode('pin-code');
      return;
    }
    setMode('locating');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        void answer({ latitude: position.coords.latitude, longitude: position.coords.longitude });
      },
      (failure) => {
        setNote(failure.code === failure.PERMISSION_DENIED ? deniedText : unavailableText);
        setMode('pin-code');
      },
      { enableHighAccuracy: false, timeout: 15000, maximumAge: 60000 },
    );
  };

  const sendPinCode = (event: FormEvent) => {
    event.preventDefault();
    if (!/^[1-9]\d{5}$/.test(pinCode)) {
      setPinError('Enter your 6-digit pin code');
      return;
    }
    void answer({ pinCode });
  };

  const pinFieldError = pinError ?? error?.fields.pinCode;
  if (mode === 'pin-code') {
    return (
      <form className="form cl-form" noValidate onSubmit={sendPinCode}>
        {note ? <p role="status">{note}</p> : null}
        <div className="field">
          <label htmlFor={pinId}>Pin code of your current address</label>
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
            {sending ? 'Please wait…' : 'Continue'}
          </button>
          <button type="button" className="button button--secondary" onClick={locate}>
            Try my location again
          </button>
        </div>
      </form>
    );
  }

  return (
    <div className="form cl-form">
      <p>
        {journey.lenderName} needs to know where you are applying from, as lending rules require. We ask your browser for your location once, for this
        application only; it is not tracked afterwards.
      </p>
      <p>When your phone asks, choose “Allow”.</p>
      {mode === 'locating' ? <p role="status">{sending ? 'Saving your location…' : 'Finding your location…'}</p> : null}
      <ApiErrorText error={error} />
      <div className="form__actions">
        <button type="button" className="button" onClick={locate} disabled={mode === 'locating'}>
          Share my location
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            setNote(undefined);
            setMode('pin-code');
          }}
        >
          Enter pin code instead
        </button>
      </div>
    </div>
  );
}
