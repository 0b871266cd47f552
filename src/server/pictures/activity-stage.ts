/** What an activity's drawing is given: a stage (indoors or out) in the palette of the place it happens in. */
import type { Season, Setting, TimeOfDay, View } from '../../domain/pictures';
import type { Sketch } from './canvas';
import type { Interior } from './interior';
import type { Palette } from './palettes';

export interface Stage {
  s: Sketch;
  p: Palette;
  season: Season;
  setting: Setting;
  /** The room, for an activity indoors. */
  room?: Interior;
  /** What a window of the room looks onto. */
  view: View;
  seed: number;
}

export interface ActivityArt {
  /** Drawn in a room of the house (a massage) rather than outdoors (a canoe trip). */
  indoor?: boolean;
  time?: TimeOfDay;
  /** Where the activity is drawn when no hotel gives it a setting (an activity voucher). */
  home: Setting;
  draw: (stage: Stage) => void;
}
