import type { KeyboardEvent, MouseEvent, ReactNode, SyntheticEvent } from 'react';
import { useEffect, useId, useRef } from 'react';
import { cx } from './class-names.ts';

export interface DialogProps {
  open: boolean;
  /** Called on Escape, a click on the backdrop, or the close button (never when not dismissible). */
  onClose: () => void;
  title: string;
  /** Accessible name of the close button (translated by the caller); unused when not dismissible. */
  closeLabel: string;
  /**
   * False for a blocking warning (the age gate): no close button, Escape and the backdrop do
   * nothing, and a close forced by the browser reopens it; only the caller's own button ends it.
   * Default true.
   */
  dismissible?: boolean;
  children: ReactNode;
  /** `drawer` slides in from the inline start edge (the mobile menu). */
  variant?: 'modal' | 'drawer';
  className?: string;
  id?: string;
}

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Elements Tab can reach inside `root`, in document order. */
function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.hasAttribute('inert') && el.getClientRects().length > 0,
  );
}

/**
 * A modal dialog on the native `<dialog>` element: `showModal()` makes the rest of the page
 * inert and gives Escape; on top of that Tab and Shift+Tab wrap inside the dialog (a strict
 * focus trap), a backdrop click closes it, and focus returns to the opener on close.
 */
export function Dialog({
  open,
  onClose,
  title,
  closeLabel,
  children,
  variant = 'modal',
  className,
  id,
  dismissible = true,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
      opener.current?.focus();
      opener.current = null;
    }
  }, [open]);

  function onCancel(event: SyntheticEvent<HTMLDialogElement>) {
    // Escape: let React state own the open flag instead of the element closing itself.
    event.preventDefault();
    if (dismissible) onClose();
  }

  function onNativeClose(event: SyntheticEvent<HTMLDialogElement>) {
    // Chromium closes a modal on a repeated Escape even when `cancel` is refused; a blocking
    // dialog that is still meant to be open comes straight back.
    if (!dismissible && open && !event.currentTarget.open) event.currentTarget.showModal();
  }

  function onBackdropClick(event: MouseEvent<HTMLDialogElement>) {
    if (dismissible && event.target === event.currentTarget) onClose();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    // A cancelled Escape keydown makes no close request at all (Chromium would otherwise close
    // a modal on a second Escape even though its `cancel` event was refused).
    if (event.key === 'Escape' && !dismissible) event.preventDefault();
    if (event.key !== 'Tab') return;
    const items = focusables(event.currentTarget);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    // The backdrop click and Escape are conveniences; the close button is the keyboard path.
    <dialog
      ref={ref}
      id={id}
      aria-labelledby={titleId}
      role={dismissible ? undefined : 'alertdialog'}
      className={cx('pf-dialog', variant === 'drawer' && 'pf-dialog--drawer', className)}
      onCancel={onCancel}
      onClose={onNativeClose}
      onClick={onBackdropClick}
      onKeyDown={onKeyDown}
    >
      <div className="pf-dialog__header">
        <h2 id={titleId} className="pf-dialog__title">
          {title}
        </h2>
        {dismissible ? (
          <button
            type="button"
            className="pf-icon-button"
            aria-label={closeLabel}
            onClick={onClose}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path
                d="M6 6l12 12M18 6L6 18"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </button>
        ) : null}
      </div>
      <div className="pf-dialog__body">{open ? children : null}</div>
    </dialog>
  );
}
