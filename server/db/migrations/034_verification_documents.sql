-- The player's identity documents (server/verification/README.md). The file
-- itself lives in the documents folder (VERIFICATION_DIR), never under the
-- web root, named by `stored_name` (random, never the player's file name);
-- this row says whose it is and what the operator decided. The derived User
-- config fields are written to app_user.verification with each change.
CREATE TABLE verification_document (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
  doc_type text NOT NULL CHECK (doc_type IN ('passport', 'id_front', 'id_back', 'proof_of_address', 'selfie')),
  content_type text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png', 'application/pdf')),
  size integer NOT NULL CHECK (size >= 0),
  stored_name text NOT NULL UNIQUE,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  reason text,
  created_at timestamptz NOT NULL,
  decided_at timestamptz,
  CHECK ((status = 'rejected') = (reason IS NOT NULL))
);
CREATE INDEX verification_document_user ON verification_document (user_id, id);
CREATE INDEX verification_document_pending ON verification_document (id) WHERE status = 'pending';
