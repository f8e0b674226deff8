import type { Database } from '../../db/index.js';
import type { SdkQuery } from '../shared-schemas.js';
import type { AnalyticsEvent } from './event-schema.js';

/** Stores the event once per (project, eventId); a retried send returns false and changes nothing. */
export async function storeEvent(
  db: Database,
  projectId: string,
  sdk: Pick<SdkQuery, 'st' | 'sv'>,
  event: AnalyticsEvent,
): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO analytics_events
       (project_id, event_id, event, url, domain, sdk_type, sdk_version, client_timestamp, props)
     VALUES ($1, $2, $3, $4, $5, $6, $7, to_timestamp($8::double precision / 1000), $9)
     ON CONFLICT (project_id, event_id) DO NOTHING RETURNING event_id`,
    [
      projectId,
      event.eventId,
      event.props.event,
      event.url,
      event.domain,
      sdk.st ?? null,
      sdk.sv ?? null,
      event.timestamp,
      JSON.stringify(event.props),
    ],
  );
  return rows.length > 0;
}
