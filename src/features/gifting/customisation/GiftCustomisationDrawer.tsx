import { useState } from 'react';
import { EMPTY_CUSTOMISATION, isCustomisationValid, type GiftCustomisation } from '../../../domain/gift-customisation';
import type { Translate } from '../../../i18n/client';
import { loadGiftCustomisation, saveGiftCustomisation } from '../../../stores/gift-customisation';
import GiftCustomisationFields from './GiftCustomisationFields';
import GiftDialog from './GiftDialog';
import styles from './GiftCustomisationDrawer.module.scss';

export interface GiftCustomisationDrawerProps {
  open: boolean;
  onClose(): void;
  /** Strings of the 'gift' namespace. */
  t: Translate;
  /** Called with what was kept on Save (the page sends its personalization_item event). */
  onSaved?: ((value: GiftCustomisation) => void) | undefined;
  /** The gift the customisation is written for (getGiftCustomisationKey). */
  customisationKey: string;
}

/** 'Personalise your gift' (spec §2): who it is from and a message, both optional, kept in the browser on Save. */
export default function GiftCustomisationDrawer({ open, onClose, t, onSaved, customisationKey }: GiftCustomisationDrawerProps) {
  const [value, setValue] = useState<GiftCustomisation>({ ...EMPTY_CUSTOMISATION });
  const [wasOpen, setWasOpen] = useState(false);
  // The stored text is read each time the drawer opens, so it shows what another form kept for this gift.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setValue(loadGiftCustomisation(customisationKey));
  }
  const valid = isCustomisationValid(value, false);
  const save = () => {
    if (!valid) return;
    saveGiftCustomisation(value, customisationKey);
    onSaved?.(value);
    onClose();
  };
  return (
    <GiftDialog
      open={open}
      onClose={onClose}
      title={t('customisation.title')}
      closeLabel={t('close')}
      variant="drawer"
      footer={
        <button type="button" className={styles.save} onClick={save} disabled={!valid}>
          {t('customisation.save')}
        </button>
      }
    >
      <p className={styles.intro}>{t('customisation.intro')}</p>
      <GiftCustomisationFields value={value} onChange={setValue} isFromNameMandatory={false} t={t} />
    </GiftDialog>
  );
}
