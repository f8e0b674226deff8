'use client';
import { ActivityList } from './ActivityList.js';

/** The Account view's Activity tab: the list, scrolling in the tab panel (its chunk is this one). */
export default function ActivityPanel() {
  return <ActivityList />;
}
