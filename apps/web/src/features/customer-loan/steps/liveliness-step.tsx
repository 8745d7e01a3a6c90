import { useState } from 'react';
import { useLoanWords } from '../loan-words';
import { ApiErrorText, type StepProps } from './step-parts';
import { captureFrame, useCamera } from './use-camera';
import { useAnswer } from './use-answer';

/** Stills taken for the liveliness check, and the time between them. */
export const LIVELINESS_FRAMES = 5;
const LIVELINESS_FRAME_GAP_MS = 300;

/**
 * liveliness: the phone's front camera with a preview, after a plain word on why; the identity provider's
 * widget token is asked, a still of the customer is taken and sent as the liveliness data.
 */
export function LivelinessStep({ journey, onNext }: StepProps) {
  const { t } = useLoanWords();
  const { answer, sending, error } = useAnswer('liveliness', onNext);
  const { camera, videoRef, start } = useCamera();
  const [frame, setFrame] = useState<string>();
  const [capturing, setCapturing] = useState(false);

  // The identity provider's widget takes the frames with the token the journey gives on this step; the answer
  // tells the provider's check how many frames it was given (decision 0083's answer: widgetToken, frames).
  const widgetToken = journey.livelinessWidgetToken;
  const check = async () => {
    if (!widgetToken) return;
    // A few stills over a second and a half: one still alone is what a photo held up to the camera gives.
    setCapturing(true);
    let frames = 0;
    for (let shot = 0; shot < LIVELINESS_FRAMES; shot += 1) {
      if (videoRef.current) setFrame(captureFrame(videoRef.current));
      frames += 1;
      await new Promise((resolve) => setTimeout(resolve, LIVELINESS_FRAME_GAP_MS));
    }
    setCapturing(false);
    await answer({ widgetToken, frames });
  };

  const turnOn = (
    <div className="form__actions">
      <button type="button" className="button" onClick={() => void start()} disabled={camera.state === 'starting'}>
        {camera.state === 'starting' ? t('customerLoan.liveliness.turningOn') : t('customerLoan.liveliness.turnOn')}
      </button>
    </div>
  );
  return (
    <div className="form cl-form">
      <p>{t('customerLoan.liveliness.intro', { lender: journey.lenderName })}</p>
      {camera.state === 'off' || camera.state === 'starting' ? (
        <>
          <p>{t('customerLoan.liveliness.allow')}</p>
          {turnOn}
        </>
      ) : null}
      {camera.state === 'refused' ? (
        <>
          <p className="form-error" role="alert">
            {t(`customerLoan.liveliness.${camera.message}`)}
          </p>
          {turnOn}
        </>
      ) : null}
      {camera.state === 'on' ? (
        <>
          <video ref={videoRef} className="cl-preview" autoPlay playsInline muted aria-label={t('customerLoan.liveliness.preview')} />
          <p>{t('customerLoan.liveliness.hold')}</p>
          {frame ? <img className="cl-still" src={frame} alt={t('customerLoan.liveliness.photo')} /> : null}
          {!widgetToken ? (
            <p className="form-error" role="alert">
              {t('customerLoan.liveliness.cannotStart')}
            </p>
          ) : null}
          <ApiErrorText error={error} />
          <div className="form__actions">
            <button type="button" className="button" onClick={() => void check()} disabled={sending || capturing || !widgetToken}>
              {capturing ? t('customerLoan.liveliness.holdStill') : sending ? t('customerLoan.liveliness.checking') : t('customerLoan.liveliness.takePhoto')}
            </button>
          </div>
        </>
      ) : null}
    </div>
  );
}
