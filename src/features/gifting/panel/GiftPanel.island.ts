import { withMessageSets } from '../../../i18n/island-messages';
import GiftPanel from './GiftPanel';

/** The gift panel as an island: its texts are message modules, not props (ADR 71). */
export default await withMessageSets(GiftPanel, 'giftPanel');
