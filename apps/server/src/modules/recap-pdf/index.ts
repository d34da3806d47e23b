// Public entry of the recap PDF: the one reply both the citizen's and the back office's recap calls send.
export { sendRequestRecap } from './send-recap.js';
