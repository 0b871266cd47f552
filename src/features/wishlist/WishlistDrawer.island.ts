import { withMessageSets } from '../../i18n/island-messages';
import WishlistDrawer from './WishlistDrawer';

/** The wishlist drawer as an island: its texts are message modules, not props (ADR 71). */
export default await withMessageSets(WishlistDrawer, 'wishlist');
