/** Entry of frame/social-result.html; the behaviour is in result-page.ts. */
import { startResultPage } from './result-page.js';

startResultPage(window);
