import { withMessageSets } from '../../../i18n/island-messages';
import GiftPanelLoader from './GiftPanelLoader';

/** The gift panel's loader as an island: its texts are message modules, not props (ADR 71). */
export default await withMessageSets(GiftPanelLoader, 'giftPanel');
