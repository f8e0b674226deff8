import { defineView } from '../view-declaration.js';

/** The review of a send, the wallet's approval, and its outcome (success with the explorer link, or why not). */
export const sendPreviewView = defineView({
  name: 'SendPreview',
  title: 'send.preview.title',
  load: () => import('./SendPreviewView.js'),
});
