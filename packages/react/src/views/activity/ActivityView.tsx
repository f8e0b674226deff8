'use client';
import { useRef } from 'react';
import { useViewStyles } from '../../ui/index.js';
import { ScrollRootContext } from '../account/scroll-root.js';
import { ActivityList } from './ActivityList.js';
import { ACTIVITY_CSS } from './styles.js';

/**
 * The Activity view: the same list as the Account view's Activity tab, with the whole card's height to
 * scroll in (docs/account.md "Activity").
 */
export default function ActivityView() {
  useViewStyles(ACTIVITY_CSS);
  const scroller = useRef<HTMLDivElement>(null);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
    <div ref={scroller} className="wp-activity-view" tabIndex={0}>
      <ScrollRootContext.Provider value={scroller}>
        <ActivityList />
      </ScrollRootContext.Provider>
    </div>
  );
}
