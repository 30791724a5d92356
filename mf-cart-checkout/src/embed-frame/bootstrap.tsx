import { FRAME_ROOT_ELEMENT_ID, readFrameConfig } from './frame-config';
import { showStartupError, startEmbedFrame } from './start-embed-frame';

// The frame's document is the API's (`/embed/frame`): it has the root element and the inline
// config; without them (opened by hand, an older API) the frame says it cannot start.
const container =
  document.getElementById(FRAME_ROOT_ELEMENT_ID) ?? document.body.appendChild(document.createElement('div'));
const config = readFrameConfig(document);
if (config) startEmbedFrame({ config, container });
else showStartupError(container);
