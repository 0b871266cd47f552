import { useState } from 'react';
import { EMPTY_CUSTOMISATION, isCustomisationValid, type GiftCustomisation } from '../../domain/gift-customisation';
import type { Translate } from '../../i18n/client';
import { loadGiftCustomisation, saveGiftCustomisation } from '../../stores/gift-customisation';
import GiftCustomisationFields from './GiftCustomisationFields';
import GiftDialog from './GiftDialog';
import styles from './GiftCustomisationDrawer.module.scss';

export interface GiftCustomisationDrawerProps {
  /** The gift the personalisation is written for (giftCustomisationScope). */
  scope: string;
  open: boolean;
  onClose(): void;
  /** Strings of the 'gift' namespace. */
  t: Translate;
  /** Called with what was kept on Save (the page sends its personalization_item event). */
  onSaved?: ((value: GiftCustomisation) => void) | undefined;
}

/** 'Personalise your gift' (spec §2): who it is from and a message, both optional, kept in the browser on Save. */
export default function GiftCustomisationDrawer({ scope, open, onClose, t, onSaved }: GiftCustomisationDrawerProps) {
  const [value, setValue] = useState<GiftCustomisation>({ ...EMPTY_CUSTOMISATION });
  const [wasOpen, setWasOpen] = useState(false);
  // The stored text is read each time the drawer opens, so it shows what another form of the site kept.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setValue(loadGiftCustomisation(scope));
  }
  const valid = isCustomisationValid(value, false);
  const save = () => {
    if (!valid) return;
    saveGiftCustomisation(scope, value);
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
      footer={<button type="button" className={styles.save} onClick={save} disabled={!valid}>{t('customisation.save')}</button>}
    >
      <p className={styles.intro}>{t('customisation.intro')}</p>
      <GiftCustomisationFields value={value} onChange={setValue} isFromNameMandatory={false} t={t} />
    </GiftDialog>
  );
}
