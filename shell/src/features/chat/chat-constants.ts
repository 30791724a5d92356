/** Timing of the chat widget, from the spec ("Chat widget delay 1500 ms; chat notification delay 20, loops 1"). */

/** The overlay opens by itself this long after the bubble mounts. */
export const CHAT_OPEN_DELAY_MS = 1500;

/** Seconds between two plays of the notification sound. */
export const CHAT_NOTIFICATION_DELAY_S = 20;

/** How many times the notification sound plays in total (the first one when the overlay opens by itself). */
export const CHAT_NOTIFICATION_LOOPS = 1;

/** The messaging service's "send" endpoint (GET, fields phone and text). */
export const MESSAGING_SEND_URL = 'https://api.whatsapp.com/send';

/** Space kept between the overlay and the edges of the screen (px). */
export const CHAT_EDGE_PX = 12;

/** The round bubble button's size (MUI Fab "large"). */
export const CHAT_BUTTON_PX = 56;
