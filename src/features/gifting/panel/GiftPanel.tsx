import { useEffect, useMemo, useState } from 'react';
import { buildGiftCheckoutQuery, type GiftCheckoutRequest } from '../../../domain/gift-checkout-query';
import {
  EMPTY_CUSTOMISATION,
  isCustomisationMandatory,
  validateCustomisation,
  type CustomisationErrors,
  type GiftCustomisation,
  getGiftCustomisationKey,
} from '../../../domain/gift-customisation';
import { getExtrasPrice } from '../../../domain/gift-extras';
import { findExpressDelivery, getGiftDelivery, getGiftDeliveryWording } from '../../../domain/gift-delivery';
import { GIFT_VALIDITY_MONTHS, getGiftOrderTotal, getGiftStayPrice, getPhysicalSupplement, getShippingCost } from '../../../domain/gift-pricing';
import { isAvailabilityUpsellOffered, isBucketChoiceShown, type GiftItemCategory } from '../../../domain/gift-stay';
import { formatMoney } from '../../../domain/money';
import { createTranslator, type Messages } from '../../../i18n/client';
import { $giftCustomisation, loadGiftCustomisation, saveGiftCustomisation } from '../../../stores/gift-customisation';
import { trackEvent } from '../../analytics/analytics';
import { buildPersonalizationItem } from '../../analytics/events';
import GiftCustomisationForm from './GiftCustomisationForm';
import GiftExtras from './GiftExtras';
import GiftFormatChoice from '../customisation/GiftFormatChoice';
import GiftOptions from './GiftOptions';
import styles from './GiftPanel.module.scss';
import cards from '../ChoiceCard.module.scss';
import GiftSummary from './GiftSummary';
import StickyBookingBar, { type StickyBarTab } from '../../booking/StickyBookingBar';
import { useScrolledPast } from '../../booking/use-scrolled-past';
import { useGiftSetup } from './use-gift-setup';

export interface GiftPanelProps {
  packageId: number;
  label: string;
  itemCategory: GiftItemCategory;
  packageNights: number;
  bucketPrices: readonly number[];
  upsellAvailabilityPrice: number | null;
  nightsOptions: readonly number[];
  locale: string;
  language: string;
  tag: string;
  pos: string;
  isCareMode: boolean;
  isPhysicalEnabled: boolean;
  /** The customisation drawer (spec §6: per locale, never in care mode). */
  isCustomisationShown: boolean;
  /** The single-voucher inline block (spec §9: hidden in Italian) and where it leads. */
  singleVoucherHref: string | null;
  checkoutPath: string;
  messages: Messages;
  /** The page's tab bar, repeated in the sticky bar once it has scrolled away (spec §2, not on phones). */
  tabBar: { id: string; label: string; tabs: readonly StickyBarTab[] };
}

/** The gift side of a product page (spec §2 gift stay setup, §4 checkout start for gifting). */
export default function GiftPanel(props: GiftPanelProps) {
  const { packageId, label, itemCategory, packageNights, bucketPrices, upsellAvailabilityPrice, tag, pos, language } = props;
  const t = useMemo(() => createTranslator(props.messages, language), [props.messages, language]);
  const id = `gift-${packageId}`;
  const setup = useGiftSetup({
    locale: props.locale,
    packageNights,
    nightsOptions: props.nightsOptions,
    upsellPrice: upsellAvailabilityPrice,
    isPhysicalEnabled: props.isPhysicalEnabled,
  });
  const { choice } = setup;
  const [customisation, setCustomisation] = useState<GiftCustomisation>({ ...EMPTY_CUSTOMISATION });
  const [errors, setErrors] = useState<CustomisationErrors>({});
  const pastTabs = useScrolledPast(props.tabBar.id);
  // The panel's wrapper on the product page (#gift) keeps clear of the sticky bar; the focus goes to the title.
  const focusPanel = () => {
    document.getElementById('gift')?.scrollIntoView({ block: 'start' });
    document.getElementById(`${id}-title`)?.focus({ preventScroll: true });
  };

  const customisationKey = getGiftCustomisationKey(props.locale, { kind: 'stay', id: props.packageId });
  useEffect(() => {
    setCustomisation(loadGiftCustomisation(customisationKey));
    return $giftCustomisation.listen(setCustomisation);
  }, [customisationKey]);

  const giftType = itemCategory === 'single_voucher' ? 'SINGLE_VOUCHER' : 'GIFT_STAY';
  const itemPrice = (getGiftStayPrice(bucketPrices, packageNights, choice.giftNights, choice.bucket) ?? 0) + getPhysicalSupplement(giftType, choice.format);
  const upsellPrice = choice.upsell && upsellAvailabilityPrice !== null ? upsellAvailabilityPrice : 0;
  const shippingCost = getShippingCost(choice.format, setup.shipping.amount ?? 0);
  const subElementsPrice = choice.format === 'physical' && setup.catalog ? getExtrasPrice(choice.subElements, setup.catalog) : 0;
  const totalPrice = getGiftOrderTotal({ itemPrice, upsellPrice, shippingCost, subElementsPrice });
  const isVoucher = itemCategory === 'single_voucher';
  const chosenExtras = choice.subElements.map((extraId) => ({ id: extraId, price: setup.catalog?.extras.find((extra) => extra.id === extraId)?.price ?? 0 }));
  const money = (cents: number) => formatMoney(cents, tag);
  const physicalWording = getGiftDeliveryWording(getGiftDelivery('physical', chosenExtras), money);
  const physicalDelivery = t(`delivery.${physicalWording.key}`, physicalWording.values);

  const offer = () => {
    // Spec §4: the add-to-cart event first, then checkout only when the customisation form is valid.
    trackEvent(pos, {
      name: 'add_to_cart',
      params: {
        currency: 'EUR',
        value: totalPrice / 100,
        items: [{ item_id: packageId, item_name: label, item_category: isVoucher ? 'single_voucher' : 'gift_stay', quantity: 1 }],
      },
    });
    const found = props.isCustomisationShown ? validateCustomisation(customisation, isCustomisationMandatory(customisation)) : {};
    setErrors(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(`${id}-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    if (props.isCustomisationShown && (customisation.fromName.trim() || customisation.message.trim())) {
      trackEvent(
        pos,
        buildPersonalizationItem({
          item: { item_id: String(packageId), item_name: label, item_category: isVoucher ? 'single_voucher' : 'gift_stay', price: totalPrice / 100 },
          hasFromName: customisation.fromName.trim() !== '',
          hasMessage: customisation.message.trim() !== '',
        }),
      );
    }
    const subElements = choice.subElements.map(Number).filter((value) => Number.isInteger(value) && value > 0);
    const request: GiftCheckoutRequest = isVoucher
      ? { type: 'SINGLE_VOUCHER', id: packageId, giftNights: choice.giftNights, bucket: choice.bucket, giftFormat: choice.format }
      : {
          type: 'GIFT_STAY',
          id: packageId,
          giftNights: choice.giftNights,
          bucket: choice.bucket,
          upsell: choice.upsell ? 'availability' : 'none',
          giftFormat: choice.format,
          subElements,
        };
    window.location.assign(`${props.checkoutPath}?${buildGiftCheckoutQuery(request)}`);
  };

  return (
    <>
      <StickyBookingBar
        visible={pastTabs}
        label={label}
        tabs={props.tabBar.tabs}
        tabsLabel={props.tabBar.label}
        price={formatMoney(totalPrice, tag)}
        action={t(isVoucher ? 'panel.voucherTitle' : 'panel.title')}
        onAction={focusPanel}
      />
      <section className={styles.panel} aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className={styles.headline} tabIndex={-1}>
          {t(isVoucher ? 'panel.voucherTitle' : 'panel.title')}
        </h2>
        <p className={styles.price}>{formatMoney(totalPrice, tag)}</p>
        <GiftOptions
          id={id}
          nightsOptions={props.nightsOptions}
          giftNights={choice.giftNights}
          onNightsChange={setup.setGiftNights}
          showBuckets={isBucketChoiceShown(itemCategory, props.isCareMode)}
          bucket={choice.bucket}
          onBucketChange={setup.setBucket}
          bucketPrices={bucketPrices}
          packageNights={packageNights}
          tag={tag}
          t={t}
        />
        {!isVoucher && isAvailabilityUpsellOffered(choice.giftNights, upsellAvailabilityPrice) && upsellAvailabilityPrice !== null && (
          <label className={cards.card}>
            <input type="checkbox" checked={choice.upsell} onChange={(event) => setup.setUpsell(event.target.checked)} aria-describedby={`${id}-upsell`} />
            <span className={cards.cardBody}>
              <span className={cards.cardTitle}>
                {t('upsell.label')}
                <span className={cards.cardPrice}>+{formatMoney(upsellAvailabilityPrice, tag)}</span>
              </span>
              <span id={`${id}-upsell`} className={styles.note}>
                {t('upsell.explanation')}
              </span>
            </span>
          </label>
        )}
        <GiftFormatChoice
          look="cards"
          product="stay"
          name={`${id}-format`}
          value={choice.format}
          onChange={setup.setFormat}
          shipping={setup.shipping}
          physicalEnabled={props.isPhysicalEnabled}
          t={t}
          money={money}
          physicalDifference={getPhysicalSupplement(giftType, 'physical')}
          extras={chosenExtras}
        />
        {choice.format === 'physical' && !isVoucher && (
          <GiftExtras id={id} catalog={setup.catalog} selected={choice.subElements} onChange={setup.setSubElements} tag={tag} t={t} />
        )}
        {props.isCustomisationShown && (
          <fieldset className={styles.group}>
            <legend>{t('customisation.legend')}</legend>
            <GiftCustomisationForm
              id={id}
              value={customisation}
              onChange={(value) => saveGiftCustomisation(value, customisationKey)}
              isMandatory={isCustomisationMandatory(customisation)}
              submitted={errors}
              t={t}
            />
          </fieldset>
        )}
        <GiftSummary
          giftNights={choice.giftNights}
          format={choice.format}
          itemPrice={itemPrice}
          upsellPrice={upsellPrice}
          shippingCost={shippingCost}
          subElementsPrice={subElementsPrice}
          expressCents={choice.format === 'physical' && physicalWording.key === 'express' ? (findExpressDelivery(chosenExtras)?.price ?? 0) : 0}
          totalPrice={totalPrice}
          tag={tag}
          t={t}
        />
        <ul className={styles.facts}>
          <li>{t(isVoucher ? 'validity.singleVoucher' : 'validity.stay', { count: GIFT_VALIDITY_MONTHS[isVoucher ? 'SINGLE_VOUCHER' : 'GIFT_STAY'] })}</li>
          <li>{choice.format === 'physical' ? physicalDelivery : t('delivery.digital')}</li>
        </ul>
        <button type="button" className={styles.offer} onClick={offer}>
          {t('offer')}
        </button>
        {/* Phones: the gift side comes after the offer's description; this bar keeps its price and a way to it in view. */}
        <div className={styles.mobileBar}>
          <span className={styles.mobilePrice}>{formatMoney(totalPrice, tag)}</span>
          {/* A button, not a #link: the hash carries the gift's choices. */}
          <button type="button" className={styles.mobileAction} onClick={focusPanel}>
            {t(isVoucher ? 'panel.voucherTitle' : 'panel.title')}
          </button>
        </div>
        {props.singleVoucherHref && !isVoucher && (
          <aside className={styles.voucherBlock} aria-labelledby={`${id}-voucher`}>
            <p id={`${id}-voucher`} className={cards.cardTitle}>
              {t('singleVoucher.title')}
            </p>
            <p className={styles.note}>{t('singleVoucher.text')}</p>
            <a href={props.singleVoucherHref}>{t('singleVoucher.link')}</a>
          </aside>
        )}
      </section>
    </>
  );
}
