import { useId, type ReactNode } from 'react';
import { useModalDialog } from '../../dialog/use-modal-dialog';
import styles from './GiftDialog.module.scss';

export interface GiftDialogProps {
  open: boolean;
  /** Called when the visitor closes the dialog (close button, Escape, backdrop); the parent sets `open` to false. */
  onClose(): void;
  title: string;
  closeLabel: string;
  /** 'modal': a centred dialog (bottom sheet on phones); 'drawer': a side panel on desktop, bottom sheet on phones. */
  variant?: 'modal' | 'drawer';
  children: ReactNode;
  footer?: ReactNode;
}

/** The dialogs of the gift pages (format modal, 'Personalise your gift' drawer, activity confirmation). */
export default function GiftDialog({ open, onClose, title, closeLabel, variant = 'modal', children, footer }: GiftDialogProps) {
  const { dialogRef, handleClose } = useModalDialog(open, onClose);
  const titleId = useId();

  return (
    // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events, jsx-a11y-x/no-noninteractive-element-interactions -- a click on the backdrop closes it, as Escape does
    <dialog
      ref={dialogRef}
      className={`${styles.dialog} ${variant === 'drawer' ? styles.drawer : ''}`}
      aria-labelledby={titleId}
      onClose={handleClose}
      onClick={(event) => event.target === dialogRef.current && dialogRef.current.close()}
    >
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button type="button" className={styles.close} aria-label={closeLabel} title={closeLabel} onClick={() => dialogRef.current?.close()}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className={styles.body}>{open && children}</div>
      {footer && open && <div className={styles.footer}>{footer}</div>}
    </dialog>
  );
}
