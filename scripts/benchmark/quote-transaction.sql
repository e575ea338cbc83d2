-- What POST /api/quotes runs (api/services/leads/create-quote.ts), for pgbench: the quote, numbered
-- by its column default, and its two outbox mails, in one transaction.
BEGIN;
INSERT INTO quotes (contact_name, contact_email, contact_phone, company, project_title, project_description, location, vessel_type, vessel_specs, timeframe, priority, customer_id, first_touch, last_touch)
  VALUES ('Benchmark Contact', 'benchmark@example.com', NULL, 'Benchmark Shipping', 'Hull repaint', 'Repaint the hull of a 40 m supply vessel before the season starts.', NULL, NULL, NULL, NULL, 'standard', NULL, NULL, NULL)
  RETURNING *;
INSERT INTO mail_outbox ("to", subject, text, kind)
  VALUES ('leads@example.com', 'New quote request: Hull repaint — Benchmark Shipping (standard)', repeat('A new quote request came in from the website. ', 14), 'lead-notification'),
         ('benchmark@example.com', 'We received your quote request', repeat('Thank you for your quote request; the office answers within one business day. ', 8), 'quote-confirmation');
COMMIT;
