import { useId } from 'react';
import type { PayLaterOption } from '../../domain/pay-later';
import type { Translate } from '../../i18n/client';
import { useModalDialog } from '../dialog/use-modal-dialog';
import { PayLaterOptionItem } from './PayLaterOptionItem';
import type { PayLaterFormat } from './pay-later-text';
import styles from './PayLaterModal.module.scss';

export interface PayLaterModalProps {
  open: boolean;
  /** Called when the visitor closes the dialog ('I understood', the close button or Escape); the parent then sets `open` to false. */
  onClose(): void;
  /** Stay total in cents. */
  amount: number;
  options: readonly PayLaterOption[];
  t: Translate;
  format: PayLaterFormat;
}

/** The pay-later options in a modal dialog (spec §2 'Pay-later banner'). Focus returns to the opener. */
export function PayLaterModal({ open, onClose, amount, options, t, format }: PayLaterModalProps) {
  const { dialogRef, handleClose } = useModalDialog(open, onClose);
  const id = useId();

  const close = () => dialogRef.current?.close();

  return (
    <dialog ref={dialogRef} className={styles.dialog} aria-labelledby={`${id}-title`} aria-describedby={`${id}-intro`} onClose={handleClose}>
      <div className={styles.header}>
        <h2 id={`${id}-title`} className={styles.title}>
          {t('modal.title')}
        </h2>
        <button type="button" className={styles.close} aria-label={t('modal.close')} title={t('modal.close')} onClick={close}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <p id={`${id}-intro`} className={styles.text}>
        {t('modal.intro', { amount: format.formatAmount(amount) })}
      </p>
      <ul className={styles.options}>
        {options.map((option) => (
          <PayLaterOptionItem key={option.kind === 'split' ? `split-${option.count}` : option.kind} option={option} t={t} format={format} />
        ))}
      </ul>
      <p className={styles.note}>{t('modal.note')}</p>
      <div className={styles.actions}>
        <button type="button" className="button" onClick={close}>
          {t('modal.understood')}
        </button>
      </div>
    </dialog>
  );
}
