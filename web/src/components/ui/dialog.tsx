import { useEffect, useId, useRef, type DialogHTMLAttributes, type ReactNode, type RefObject } from 'react';
import styles from './dialog.module.css';

/**
 * A modal on the native <dialog>: showModal() gives the focus trap, the inert page behind it and
 * Escape for free. The parent decides whether it is open (`open`) and hears every way of closing
 * it in `onClose`: Escape, a click on the backdrop or on an element marked `data-dialog-outside`
 * (the empty stage around a photo). Opening focuses the element marked `data-autofocus`; closing
 * gives focus back to whatever had it before, unless it has gone.
 *
 * `variant` gives the dialog's frame: `modal` a centred box (`Modal` fills it with a title, text
 * and actions), `sheet` a panel along the side of the screen, `full` the whole screen. Give
 * it a name: `aria-labelledby` its title's id, or `aria-label`.
 */
interface DialogProps extends Omit<DialogHTMLAttributes<HTMLDialogElement>, 'open' | 'onClose' | 'onCancel'> {
  open: boolean;
  onClose: () => void;
  variant?: 'modal' | 'sheet' | 'full';
  /** `alertdialog` for confirmations that interrupt the flow. */
  role?: 'dialog' | 'alertdialog';
  /** The <dialog> element, for a parent that needs it (to move focus back inside after a change). */
  dialogRef?: RefObject<HTMLDialogElement | null>;
  children: ReactNode;
}

export function Dialog({ open, onClose, variant = 'modal', role, dialogRef, className, children, onClick, onKeyDown, ...rest }: DialogProps) {
  const ownRef = useRef<HTMLDialogElement>(null);
  const ref = dialogRef ?? ownRef;
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
      const target = opener.current;
      opener.current = null;
      if (target?.isConnected) target.focus();
    }
  }, [open, ref]);

  // Unmounted while open (a navigation): the page behind must not stay inert.
  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, [ref]);

  return (
    <dialog
      ref={ref}
      className={[styles.dialog, styles[variant], className].filter(Boolean).join(' ')}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        // Escape closes it even where the browser ignores a repeated one (no 'cancel' without a gesture in between).
        if (event.key === 'Escape' && !event.defaultPrevented) {
          event.preventDefault();
          onClose();
        }
      }}
      onClick={(event) => {
        onClick?.(event);
        const target = event.target as HTMLElement;
        if (target === event.currentTarget || target.dataset.dialogOutside !== undefined) onClose();
      }}
      {...rest}
    >
      {open ? children : null}
    </dialog>
  );
}

/** The modal box's frame and its title, for a dialog that lays out its own content (a form): beside the feature's class. */
export const dialogParts = { box: styles.box!, title: styles.title! } as const;

/** A `modal` dialog with a title (its name), text (its description) and actions: confirmations, results. */
export function Modal({ open, title, onClose, children, actions, role = 'dialog' }: { open: boolean; title: string; onClose: () => void; children: ReactNode; actions: ReactNode; role?: 'dialog' | 'alertdialog' }) {
  const titleId = useId();
  const bodyId = useId();
  return (
    <Dialog open={open} onClose={onClose} role={role} aria-labelledby={titleId} aria-describedby={bodyId}>
      <div className={styles.box}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <div id={bodyId} className={styles.body}>
          {children}
        </div>
        <div className={styles.actions}>{actions}</div>
      </div>
    </Dialog>
  );
}
