-- The public form's write path as one function: the repeat check (same request id), the per-address counter, the
-- site-wide ceiling of new requests, the request with the guide it came from, its messages with the per-recipient
-- and site-wide acknowledgement budgets. The server calls it in one statement (one implicit transaction: the request
-- and its messages are committed together or not at all). A function's statements are planned once per database
-- session and the plans kept; the same work as one ad hoc statement was planned again on every submission, which
-- cost the embedded database as much as running it (docs/performance.md, "Intake under load").
-- Input and output: server/storage/intake-submit.storage.ts. A change to the consultations table that the form
-- writes needs a new migration replacing this function.
CREATE OR REPLACE FUNCTION intake_submit(p jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $fn$
DECLARE
  v_now timestamptz := (p->>'at')::timestamptz;
  v_request uuid := (p->'row'->>'request_id')::uuid;
  v_id integer;
  v_count integer;
  v_window timestamptz;
  v_recent integer;
  v_acks_recent integer := 0;
  v_messages jsonb := '[]'::jsonb;
  v_pending_acks integer;
BEGIN
  IF v_request IS NOT NULL THEN
    SELECT c.id INTO v_id FROM consultations c WHERE c.request_id = v_request;
    IF FOUND THEN
      RETURN jsonb_build_object(
        'kind', 'repeat', 'id', v_id,
        'ackSkipped', EXISTS (SELECT 1 FROM outbound_messages m
                              WHERE m.consultation_id = v_id AND m.status = 'skipped' AND m.last_error = p->>'budgetReason'),
        'queued', (SELECT coalesce(jsonb_agg(m.kind), '[]'::jsonb) FROM outbound_messages m
                   WHERE m.consultation_id = v_id AND m.kind IN ('ack_email', 'ack_sms') AND m.status IN ('pending', 'sent')));
    END IF;
  END IF;
  INSERT INTO rate_limits AS r (key, count, window_start, updated_at)
  VALUES (p->'address'->>'key', 1, v_now, v_now)
  ON CONFLICT (key) DO UPDATE SET
    count = CASE WHEN r.window_start <= (p->'address'->>'windowFrom')::timestamptz THEN 1 ELSE r.count + 1 END,
    window_start = CASE WHEN r.window_start <= (p->'address'->>'windowFrom')::timestamptz THEN v_now ELSE r.window_start END,
    updated_at = v_now
  RETURNING r.count, r.window_start INTO v_count, v_window;
  IF v_count > (p->'address'->>'max')::int THEN
    RETURN jsonb_build_object('kind', 'address-limited', 'windowStart', v_window);
  END IF;
  SELECT coalesce(sum(r.count), 0)::int INTO v_recent FROM rate_limits r
  WHERE r.key IN (SELECT jsonb_array_elements_text(p->'site'->'keys'));
  IF v_recent >= (p->'site'->>'max')::int THEN
    RETURN jsonb_build_object('kind', 'site-limited');
  END IF;
  INSERT INTO consultations (
    request_id, name, phone, email, age, case_type, current_status, urgency, incident_date, content,
    consultation_type, privacy_agreed, privacy_agreed_at, sensitive_agreed, sensitive_agreed_at, consent_version,
    sms_consent, sms_consent_at, contact_method, avoid_time, avoid_time_note, no_messages, landing_page, referrer,
    utm_source, utm_medium, utm_campaign, utm_term, utm_content, cta_source, source_post_id)
  SELECT j.request_id, j.name, j.phone, j.email, j.age, j.case_type, j.current_status, j.urgency, j.incident_date, j.content,
    j.consultation_type, true, v_now, true, v_now, j.consent_version,
    j.sms_consent, CASE WHEN j.sms_consent THEN v_now END, j.contact_method, j.avoid_time, j.avoid_time_note, j.no_messages,
    j.landing_page, j.referrer, j.utm_source, j.utm_medium, j.utm_campaign, j.utm_term, j.utm_content, j.cta_source,
    (SELECT s.id FROM posts s WHERE s.slug = p->>'articleSlug' AND s.deleted_at IS NULL LIMIT 1)
  FROM jsonb_populate_record(null::consultations, p->'row') j
  ON CONFLICT (request_id) DO NOTHING
  RETURNING id INTO v_id;
  IF v_id IS NULL THEN
    RETURN jsonb_build_object('kind', 'lost-race');
  END IF;
  INSERT INTO rate_limits AS r (key, count, window_start, updated_at)
  VALUES (p->'site'->>'bump', 1, v_now, v_now)
  ON CONFLICT (key) DO UPDATE SET count = r.count + 1, updated_at = v_now;
  IF jsonb_array_length(p->'messages') > 0 THEN
    IF jsonb_array_length(p->'acks'->'keys') > 0 THEN
      SELECT coalesce(sum(r.count), 0)::int INTO v_acks_recent FROM rate_limits r
      WHERE r.key IN (SELECT jsonb_array_elements_text(p->'acks'->'keys'));
    END IF;
    WITH ack_to AS (
      INSERT INTO rate_limits AS r (key, count, window_start, updated_at)
      SELECT DISTINCT m.rkey, 1, v_now, v_now FROM jsonb_to_recordset(p->'messages') AS m(rkey text) WHERE m.rkey IS NOT NULL
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN r.window_start <= (p->'acks'->>'recipientWindowFrom')::timestamptz THEN 1 ELSE r.count + 1 END,
        window_start = CASE WHEN r.window_start <= (p->'acks'->>'recipientWindowFrom')::timestamptz THEN v_now ELSE r.window_start END,
        updated_at = v_now
      RETURNING r.key, r.count
    ), msgs AS (
      INSERT INTO outbound_messages (consultation_id, kind, channel, recipient, body, next_attempt_at, status, last_error)
      SELECT v_id, v.kind, v.channel, v.recipient, replace(v.body, p->>'marker', v_id::text), v.next_at,
        CASE WHEN v.failed IS NOT NULL THEN 'failed'
             WHEN v.rkey IS NULL THEN 'pending'
             WHEN (SELECT a.count FROM ack_to a WHERE a.key = v.rkey) > 1 THEN 'skipped'
             WHEN v_acks_recent >= (p->'acks'->>'max')::int THEN 'skipped'
             ELSE 'pending' END,
        CASE WHEN v.failed IS NOT NULL THEN v.failed
             WHEN v.rkey IS NULL THEN NULL
             WHEN (SELECT a.count FROM ack_to a WHERE a.key = v.rkey) > 1 THEN v.again_reason
             WHEN v_acks_recent >= (p->'acks'->>'max')::int THEN p->>'budgetReason'
             ELSE NULL END
      FROM jsonb_to_recordset(p->'messages')
        AS v(kind text, channel text, recipient text, body text, next_at timestamptz, failed text, rkey text, again_reason text)
      ON CONFLICT DO NOTHING
      RETURNING kind, status, last_error
    )
    SELECT coalesce(jsonb_agg(jsonb_build_object('kind', kind, 'status', status, 'lastError', last_error)), '[]'::jsonb)
    INTO v_messages FROM msgs;
    SELECT count(*)::int INTO v_pending_acks FROM jsonb_array_elements(v_messages) x
    WHERE x->>'kind' IN ('ack_email', 'ack_sms') AND x->>'status' = 'pending';
    IF v_pending_acks > 0 THEN
      INSERT INTO rate_limits AS r (key, count, window_start, updated_at)
      VALUES (p->'acks'->>'bump', v_pending_acks, v_now, v_now)
      ON CONFLICT (key) DO UPDATE SET count = r.count + excluded.count, updated_at = v_now;
    END IF;
  END IF;
  RETURN jsonb_build_object('kind', 'created', 'id', v_id, 'messages', v_messages);
END
$fn$;
--> statement-breakpoint
-- Several submissions in one statement (group commit on the embedded database): each is stored by intake_submit, in
-- the order given, in this statement's one transaction, and the answers come back in the same order. A repeat of a
-- request id earlier in the same batch sees that request (same transaction) and answers as a repeat.
CREATE OR REPLACE FUNCTION intake_submit_many(p jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $fn$
DECLARE
  v_item jsonb;
  v_out jsonb := '[]'::jsonb;
BEGIN
  FOR v_item IN SELECT t.value FROM jsonb_array_elements(p) WITH ORDINALITY AS t(value, n) ORDER BY t.n LOOP
    v_out := v_out || jsonb_build_array(intake_submit(v_item));
  END LOOP;
  RETURN v_out;
END
$fn$;
