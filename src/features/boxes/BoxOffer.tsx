import { useEffect, useMemo, useState } from 'react';
import { buildGiftCheckoutQuery } from '../../domain/gift-checkout-query';
import { getGiftCustomisationKey } from '../../domain/gift-customisation';
import { getExtrasPrice, sanitizeExtras } from '../../domain/gift-extras';
import { isPhysicalFormatAvailable, type GiftFormat } from '../../domain/gift-format';
import { getGiftOrderTotal, getShippingCost } from '../../domain/gift-pricing';
import { formatMoney } from '../../domain/money';
import { createTranslator, type Messages, type Translate } from '../../i18n/client';
import { trackEvent } from '../analytics/analytics';
import { buildPersonalizationItem } from '../analytics/events';
import GiftCustomisationDrawer from '../gifting/customisation/GiftCustomisationDrawer';
import GiftDialog from '../gifting/customisation/GiftDialog';
import GiftFormatChoice from '../gifting/customisation/GiftFormatChoice';
import { fetchExtras, type ExtrasAnswer } from '../gifting/panel/gift-api';
import GiftExtras from '../gifting/panel/GiftExtras';
import { useShippingCost } from '../gifting/customisation/use-shipping-cost';
import styles from './BoxOffer.module.scss';

/** One format of the box: its code, page and price (cents). */
export interface BoxFormatOption {
  code: string;
  href: string;
  sellPrice: number;
}

export interface BoxOfferProps {
  locale: string;
  language: string;
  tag: string;
  /** Strings of the 'gift' namespace, and the 'gifting' namespace's extras, panel and summary as 'gifting:…'. */
  messages: Messages;
  /** The box of this page in each format it exists in. */
  formats: Partial<Record<GiftFormat, BoxFormatOption>>;
  current: GiftFormat;
  /** The gift checkout's path (the route table's giftCheckout). */
  checkoutPath: string;
  /** The physical-gift feature flag. */
  physicalEnabled: boolean;
  /** Analytics point of sale (the market's country) and the box's name. */
  pos: string;
  title: string;
  /** The 'Personalise your gift' drawer (spec §6: off in care mode). */
  isCustomisationEnabled: boolean;
}

/**
 * Offer and 'Personalise your gift' of the box page (spec §4 'Box'): Offer opens the format modal; a format change
 * puts the other format's code in the address; Confirm goes to the gift checkout with giftFormat and code.
 */
export default function BoxOffer({
  locale,
  language,
  tag,
  messages,
  formats,
  current,
  checkoutPath,
  physicalEnabled,
  pos,
  title,
  isCustomisationEnabled,
}: BoxOfferProps) {
  const t = useMemo(() => createTranslator(messages, language), [messages, language]);
  const money = (cents: number) => formatMoney(cents, tag);
  const [format, setFormat] = useState<GiftFormat>(current);
  const [isModalOpen, setModalOpen] = useState(false);
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const shipping = useShippingCost(locale, isModalOpen);
  const canPhysical = physicalEnabled && formats.physical !== undefined;
  const isPhysicalAvailable = isPhysicalFormatAvailable(shipping, canPhysical);
  // A physical box page opens with physical chosen; it falls back to digital once physical is known to be impossible.
  const chosen: GiftFormat = format === 'physical' && (!canPhysical || shipping.error) ? 'digital' : format;
  const option = formats[chosen];
  // Spec §1: a physical box offers its extras, loaded once physical is chosen in the window.
  const [catalog, setCatalog] = useState<ExtrasAnswer | null>(null);
  const [picked, setPicked] = useState<string[]>([]);
  useEffect(() => {
    if (!isModalOpen || chosen !== 'physical' || catalog) return;
    fetchExtras(locale)
      .then(setCatalog)
      .catch(() => setCatalog({ categories: [], extras: [] }));
  }, [isModalOpen, chosen, catalog, locale]);
  const tGifting: Translate = (key, values) => t(`gifting:${key}`, values);
  const extras = chosen === 'physical' && catalog ? sanitizeExtras(picked, catalog) : [];
  const extrasPrice = catalog ? getExtrasPrice(extras, catalog) : 0;
  const shippingCost = getShippingCost(chosen, shipping.amount ?? 0);
  const total = option ? getGiftOrderTotal({ itemPrice: option.sellPrice, upsellPrice: 0, shippingCost, subElementsPrice: extrasPrice }) : 0;

  const choose = (next: GiftFormat) => {
    setFormat(next);
    const target = formats[next];
    // Spec §4: the path's fourth segment becomes the chosen format's code; the hash stays.
    if (target && target.href !== window.location.pathname) window.history.replaceState(window.history.state, '', `${target.href}${window.location.hash}`);
  };
  const confirm = () => {
    if (!option) return;
    trackEvent(pos, {
      name: 'add_to_cart',
      params: { currency: 'EUR', value: total / 100, items: [{ item_id: option.code, item_name: title, item_category: 'box', quantity: 1 }] },
    });
    window.location.assign(
      `${checkoutPath}?${buildGiftCheckoutQuery({ type: 'BOX', code: option.code, giftFormat: chosen, subElements: extras.map(Number).filter((value) => Number.isInteger(value) && value > 0) })}`,
    );
  };
  // Spec §7 personalization_item: which parts of the personalisation were written, never their text.
  const onSaved = ({ fromName, message }: { fromName: string; message: string }) => {
    if (!option) return;
    trackEvent(
      pos,
      buildPersonalizationItem({
        item: { item_id: option.code, item_name: title, item_category: 'box', price: option.sellPrice / 100 },
        hasFromName: fromName.trim() !== '',
        hasMessage: message.trim() !== '',
      }),
    );
  };
  // Spec §4 '+amount': what physical adds to the digital box, the case's price difference plus shipping.
  const physicalDifference = formats.physical && formats.digital ? formats.physical.sellPrice - formats.digital.sellPrice : 0;
  // A physical box costs more than the e-box: the option says why its tag is more than the (free) shipping.
  const physicalNote = physicalDifference > 0 ? t('box.supplement', { amount: money(physicalDifference) }) : undefined;
  const prices = Object.fromEntries(Object.entries(formats).map(([key, value]) => [key, money(value.sellPrice)]));

  return (
    <div className={styles.actions}>
      <button type="button" className={styles.offer} aria-haspopup="dialog" onClick={() => setModalOpen(true)}>
        {t('box.offer')}
      </button>
      {isCustomisationEnabled && (
        <button type="button" className={styles.personalise} aria-haspopup="dialog" onClick={() => setDrawerOpen(true)}>
          {t('customisation.open')}
        </button>
      )}
      <GiftDialog
        open={isModalOpen}
        onClose={() => setModalOpen(false)}
        title={t('format.title')}
        closeLabel={t('close')}
        footer={
          <>
            {option && (
              <p className={styles.total} role="status">
                <span>{tGifting('summary.total')}</span>
                <strong>{money(total)}</strong>
              </p>
            )}
            <button type="button" className={styles.offer} onClick={confirm} disabled={!option || (chosen === 'physical' && !isPhysicalAvailable)}>
              {t('format.confirm')}
            </button>
          </>
        }
      >
        <GiftFormatChoice
          value={chosen}
          onChange={choose}
          shipping={shipping}
          physicalEnabled={canPhysical}
          t={t}
          money={money}
          prices={prices}
          physicalDifference={physicalDifference}
          physicalNote={physicalNote}
        />
        {chosen === 'physical' && isPhysicalAvailable && (
          <div className={styles.extras}>
            <GiftExtras id={`box-${option?.code ?? 'offer'}`} catalog={catalog} selected={extras} onChange={setPicked} tag={tag} t={tGifting} />
          </div>
        )}
      </GiftDialog>
      {isCustomisationEnabled && (
        <GiftCustomisationDrawer
          customisationKey={getGiftCustomisationKey(locale, { kind: 'box', code: (formats.digital ?? formats.physical)?.code ?? title })}
          open={isDrawerOpen}
          onClose={() => setDrawerOpen(false)}
          t={t}
          onSaved={onSaved}
        />
      )}
    </div>
  );
}
