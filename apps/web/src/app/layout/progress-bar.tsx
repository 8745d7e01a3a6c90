/** The journey's progress in percent, as a native-like progress bar with an accessible name. */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  return (
    <div className="progress">
      <div
        className="progress__track"
        role="progressbar"
        aria-label={label}
        aria-valuenow={value}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuetext={`${value}% complete`}
      >
        <div className="progress__fill" style={{ width: `${value}%` }} />
      </div>
      <span className="progress__text" aria-hidden="true">
        {value}%
      </span>
    </div>
  );
}
