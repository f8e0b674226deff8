-- Projects: the id a site passes as projectId, and the origins allowed to use it.
CREATE TABLE projects (
  id text PRIMARY KEY,
  name text NOT NULL DEFAULT '',
  disabled boolean NOT NULL DEFAULT false,
  analytics_enabled boolean NOT NULL DEFAULT true,
  -- Per-project overrides of the server-wide limits (requests and analytics events per window); NULL = default.
  rate_limit integer,
  analytics_limit integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Allowed origins, exact ('https://app.example.com') or with wildcards ('https://*.example.com', 'http://localhost:*').
CREATE TABLE project_origins (
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  origin text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (project_id, origin)
);
