import { useEffect, useRef, useState } from 'react';
import { ApiErrorText, type StepProps } from './step-parts';
import { useAnswer } from './use-answer';

/** Stills taken for the liveliness check, and the time between them. */
export const LIVELINESS_FRAMES = 5;
const LIVELINESS_FRAME_GAP_MS = 300;

type Camera = { state: 'off' } | { state: 'starting' } | { state: 'on'; stream: MediaStream } | { state: 'refused'; message: string };

const refusedMessage =
  'Your camera is blocked for this page. Open your browser’s site settings, allow the camera for this site, then press “Turn on camera” again.';
const noCameraMessage = 'No camera was found on this device. Open the link on a phone with a front camera.';

/** What getUserMedia's failure means for the customer. */
export function cameraFailureMessage(failure: unknown): string {
  const name =
    failure instanceof Error || (typeof failure === 'object' && failure !== null && 'name' in failure) ? String((failure as { name: unknown }).name) : '';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return noCameraMessage;
  if (name === 'NotReadableError') return 'Your camera is in use by another app. Close it and press “Turn on camera” again.';
  return refusedMessage;
}

/** A small still of the preview (JPEG, data URL) for the identity provider's liveliness check. */
function captureFrame(video: HTMLVideoElement): string {
  const canvas = document.createElement('canvas');
  canvas.width = 320;
  canvas.height = Math.round((320 * (video.videoHeight || 240)) / (video.videoWidth || 320));
  const context = canvas.getContext('2d');
  if (!context) return '';
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/jpeg', 0.7);
}

/**
 * liveliness: the phone's front camera with a preview, after a plain word on why; the identity provider's
 * widget token is asked, a still of the customer is taken and sent as the liveliness data.
 */
export function LivelinessStep({ journey, onNext }: StepProps) {
  const { answer, sending, error } = useAnswer('liveliness', onNext);
  const [camera, setCamera] = useState<Camera>({ state: 'off' });
  const [frame, setFrame] = useState<string>();
  const videoRef = useRef<HTMLVideoElement>(null);
  const stream = camera.state === 'on' ? camera.stream : undefined;

  useEffect(() => {
    if (!stream) return;
    const video = videoRef.current;
    if (video) {
      video.srcObject = stream;
      void video.play?.()?.catch(() => undefined);
    }
    return () => stream.getTracks().forEach((track) => track.stop());
  }, [stream]);

  const start = async () => {
    if (!navigator.mediaDevices?.getUserMedia) {
      setCamera({ state: 'refused', message: noCameraMessage });
      return;
    }
    setCamera({ state: 'starting' });
    try {
      const media = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'user', width: { ideal: 640 } }, audio: false });
      setCamera({ state: 'on', stream: media });
    } catch (failure) {
      setCamera({ state: 'refused', message: cameraFailureMessage(failure) });
    }
  };

  // The identity provider's widget takes the frames with the token the journey gives on this step; the answer
  // tells the provider's check how many frames it was given (decision 0083's answer: widgetToken, frames).
  const widgetToken = journey.livelinessWidgetToken;
  const [capturing, setCapturing] = useState(false);
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

  return (
    <div className="form cl-form">
      <p>
        {journey.lenderName} checks that a real person is applying: we take a few photos of your face with your front camera, over about two seconds. They are
        used for this check only.
      </p>
      {camera.state === 'off' || camera.state === 'starting' ? (
        <>
          <p>When your phone asks, allow the camera.</p>
          <div className="form__actions">
            <button type="button" className="button" onClick={() => void start()} disabled={camera.state === 'starting'}>
              {camera.state === 'starting' ? 'Turning on camera…' : 'Turn on camera'}
            </button>
          </div>
        </>
      ) : null}
      {camera.state === 'refused' ? (
        <>
          <p className="form-error" role="alert">
            {camera.message}
          </p>
          <div className="form__actions">
            <button type="button" className="button" onClick={() => void start()}>
              Turn on camera
            </button>
          </div>
        </>
      ) : null}
      {camera.state === 'on' ? (
        <>
          <video ref={videoRef} className="cl-preview" autoPlay playsInline muted aria-label="Your camera preview" />
          <p>Hold the phone at eye level, in good light, with your whole face inside the frame.</p>
          {frame ? <img className="cl-still" src={frame} alt="The photo taken for the check" /> : null}
          {!widgetToken ? (
            <p className="form-error" role="alert">
              The liveliness check could not start. Reload the page to try again.
            </p>
          ) : null}
          <ApiErrorText error={error} />
          <div className="form__actions">
            <button type="button" className="button" onClick={() => void check()} disabled={sending || capturing || !widgetToken}>
              {capturing ? 'Hold still…' : sending ? 'Checking…' : 'Take photo and continue'}
            </button>
          </div>
        </>
      ) : null}
    </div>
  );
}
