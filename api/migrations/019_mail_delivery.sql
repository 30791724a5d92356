-- Mail delivery (issue 34): the outbox becomes a queue that a worker (src/mail/mail-worker.ts)
-- drains over SMTP, at least once, with retries and a dead-letter state.
--
--   status           'pending' (waiting for its next attempt) | 'sending' (claimed by a worker)
--                    | 'sent' | 'dead' (given up: MAIL_MAX_ATTEMPTS tries, see listDeadMail)
--   attempts         how many times a worker has claimed it; also the claim's fencing token: a
--                    worker only records the outcome of the claim it holds (attempts unchanged)
--   next_attempt_at  for 'pending', when it may be tried (now, or after a back-off); for
--                    'sending', when the claim's lease ends: a worker that died mid-send leaves
--                    the row to be claimed again then (at least once). One column, so the
--                    worker's pick is one range over one index.
--   last_error       the SMTP server's answer (or the connection error) of the last failure
--   sent_at          when the SMTP server accepted it
--
-- Rows written before this migration were never sent (the outbox was only read through
-- /dev/outbox). Those of the last 24 hours become 'pending' and go out once SMTP is configured:
-- a shopper who just placed an order or asked for a reset link still gets it. Older ones
-- become 'dead' with a last_error saying why: sending a days-old confirmation or an expired
-- reset link out of the blue would confuse more than help, yet the rows stay visible in the
-- dead-letter list and can be re-queued by hand (docs/operations.md, "Mail").
ALTER TABLE outbox_messages
  ADD COLUMN status          text        NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'sending', 'sent', 'dead')),
  ADD COLUMN attempts        integer     NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN last_error      text,
  ADD COLUMN sent_at         timestamptz;

UPDATE outbox_messages
   SET status = 'dead',
       last_error = 'Escrito antes de la entrega por SMTP (migración 019) y con más de 24 horas: no se envió automáticamente'
 WHERE created_at < now() - interval '24 hours';

-- The worker's pick: due rows of the two open states, oldest due first.
CREATE INDEX outbox_messages_due_idx ON outbox_messages (next_attempt_at, id)
  WHERE status IN ('pending', 'sending');
-- The dead-letter list, newest first (few rows: a partial index stays small).
CREATE INDEX outbox_messages_dead_idx ON outbox_messages (id) WHERE status = 'dead';
