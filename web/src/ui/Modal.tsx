import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './ui.css';

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /** Hides the visible title (it stays available to screen readers). */
  hideTitle?: boolean;
  size?: 'sm' | 'md' | 'lg';
  /** Focus the dialog itself, not its first control: long content then opens at its top. */
  focusPanel?: boolean;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A dialog that closes on a backdrop click and on Escape, keeps focus inside while open and
 * gives it back to what had it before.
 */
export function Modal({
  open,
  title,
  onClose,
  children,
  footer,
  hideTitle = false,
  size = 'md',
  focusPanel = false,
}: ModalProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  // A layout effect: the focus is inside and Escape is heard from the frame the dialog first shows in,
  // so a key pressed right after opening never lands on the page behind it.
  useLayoutEffect(() => {
    if (!open) return undefined;
    const previous = document.activeElement as HTMLElement | null;
    const node = panel.current;
    const first = focusPanel ? null : node?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? node)?.focus({ preventScroll: true });
    const onKey = (event: KeyboardEvent) => {
      // Dialogs can stack (a delete confirmation over a recipe): only the top one, the last portal in
      // the document, answers the keyboard, so Escape closes one dialog at a time.
      const dialogs = document.querySelectorAll('[role="dialog"][aria-modal="true"]');
      if (node && dialogs[dialogs.length - 1] !== node) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !node) return;
      const items = [...node.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (item) => item.getClientRects().length > 0,
      );
      if (items.length === 0) {
        event.preventDefault();
        return;
      }
      const firstItem = items[0] as HTMLElement;
      const lastItem = items[items.length - 1] as HTMLElement;
      // The panel itself (focused when it opens) counts as the start of the cycle.
      const active = document.activeElement;
      const inside = node.contains(active);
      if (event.shiftKey && (active === firstItem || active === node || !inside)) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && (active === lastItem || !inside)) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      previous?.focus?.();
    };
  }, [open, focusPanel]);

  if (!open) return null;
  return createPortal(
    <div
      className="modal__backdrop"
      data-testid="modal-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panel}
        className={`modal modal--${size}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <h2 id={titleId} className={hideTitle ? 'visually-hidden' : 'modal__title'}>
          {title}
        </h2>
        <div className="modal__body">{children}</div>
        {footer && <div className="modal__footer">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
