-- Analytics events (POST /e), per project.
CREATE TABLE analytics_events (
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  event_id text NOT NULL,
  event text NOT NULL,
  url text NOT NULL,
  domain text NOT NULL,
  sdk_type text,
  sdk_version text,
  client_timestamp timestamptz NOT NULL,
  props jsonb NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  -- A client retrying a send must not count twice.
  PRIMARY KEY (project_id, event_id)
);
CREATE INDEX analytics_events_received ON analytics_events (project_id, received_at);
