import { useEffect, useId, useRef, type MouseEvent, type ReactNode, type KeyboardEvent, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { hideAdaptiveModal, isAdaptiveModalShown } from '../../lib/ui-slice';
import { useAppDispatch, useAppSelector } from '../../lib/store-hooks';
import { useSmallScreen } from '../../lib/use-small-screen';
import './adaptive-modal.css';

export interface AdaptiveModalProps {
  /** Shown while the store's adaptive modal is this id (showAdaptiveModal(id) / hideAdaptiveModal(id)). */
  modalId: string;
  /** The modal's heading; it names the dialog for assistive technology. */
  title: string;
  children: ReactNode;
}

/**
 * The one modal of the app (SPEC §4 adaptive modal show/hide): a native <dialog> opened with
 * showModal(), so the page behind is inert and focus stays inside. A bottom sheet in small-screen mode
 * (narrower than 768 px), centred above. Escape, the close button or a tap on the backdrop hide it, and
 * focus goes back to what opened it.
 */
export function AdaptiveModal({ modalId, title, children }: AdaptiveModalProps) {
  const { t } = useTranslation();
  const shown = useAppSelector((state) => isAdaptiveModalShown(state.ui, modalId));
  const dispatch = useAppDispatch();
  const smallScreen = useSmallScreen();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (shown && !dialog.open) {
      openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!shown && dialog.open) {
      dialog.close();
      // Browsers differ in restoring focus on close; the partner always lands back on the opener.
      if (openerRef.current?.isConnected) openerRef.current.focus();
      openerRef.current = null;
    }
  }, [shown]);

  const hide = () => dispatch(hideAdaptiveModal(modalId));
  const hideOnEscape = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape') return;
    // The store decides: the dialog closes when its state says so, never behind the store's back.
    event.preventDefault();
    hide();
  };
  const hideOnCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    hide();
  };
  // A click on the dialog element itself (not its content) is a click on the backdrop around the panel.
  const hideOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) hide();
  };

  return (
    // A backdrop click is a pointer shortcut for the close button, which keyboard users have (and Escape).
    <dialog
      ref={dialogRef}
      className="adaptive-modal"
      data-layout={smallScreen ? 'sheet' : 'centred'}
      aria-labelledby={titleId}
      onKeyDown={hideOnEscape}
      onCancel={hideOnCancel}
      onClose={() => shown && hide()}
      onClick={hideOnBackdrop}
    >
      {shown ? (
        <div className="adaptive-modal__panel">
          <div className="adaptive-modal__header">
            <h2 id={titleId} className="adaptive-modal__title">
              {title}
            </h2>
            <button type="button" className="button-link adaptive-modal__close" onClick={hide}>
              {t('shell.close')}
            </button>
          </div>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
