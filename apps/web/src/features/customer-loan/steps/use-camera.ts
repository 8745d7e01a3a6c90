import { useEffect, useRef, useState } from 'react';

export type Camera = { state: 'off' } | { state: 'starting' } | { state: 'on'; stream: MediaStream } | { state: 'refused'; message: CameraProblem };

/** Why the camera did not start, as a key of customerLoan.liveliness. */
export type CameraProblem = 'refused' | 'noCamera' | 'inUse';

/** What getUserMedia's failure means for the customer. */
export function cameraFailureMessage(failure: unknown): CameraProblem {
  const name =
    failure instanceof Error || (typeof failure === 'object' && failure !== null && 'name' in failure) ? String((failure as { name: unknown }).name) : '';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'noCamera';
  if (name === 'NotReadableError') return 'inUse';
  return 'refused';
}

/** A small still of the preview (JPEG, data URL) for the identity provider's liveliness check. */
export function captureFrame(video: HTMLVideoElement): string {
  const canvas = document.createElement('canvas');
  canvas.width = 320;
  canvas.height = Math.round((320 * (video.videoHeight || 240)) / (video.videoWidth || 320));
  const context = canvas.getContext('2d');
  if (!context) return '';
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/jpeg', 0.7);
}

/** The phone's front camera: started on the customer's press, shown in the preview, stopped when the step goes. */
export function useCamera() {
  const [camera, setCamera] = useState<Camera>({ state: 'off' });
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
      setCamera({ state: 'refused', message: 'noCamera' });
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
  return { camera, videoRef, start };
}
