import { defineView } from '../view-declaration.js';

/** The review of a swap, the approval when one is due, the swap and its outcome. */
export const swapPreviewView = defineView({
  name: 'SwapPreview',
  title: 'swap.preview.title',
  load: () => import('./SwapPreviewView.js'),
});
