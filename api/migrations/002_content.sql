-- Content pages (quienes-somos, políticas...) as structured blocks, never HTML.
CREATE TABLE pages (
  slug       text PRIMARY KEY,
  title      text NOT NULL,
  -- [{ "type": "heading" | "paragraph", "text": ... } | { "type": "list", "items": [...] }]
  blocks     jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
