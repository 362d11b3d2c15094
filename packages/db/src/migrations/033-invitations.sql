-- Invitations: a delivery to one person rather than to a subscribed endpoint (an e-mail telling
-- whoever was just given access where to sign in). It is queued with the grant's audit entry, in
-- its transaction, and sent like every other delivery.
ALTER TABLE notification_deliveries ALTER COLUMN endpoint_id DROP NOT NULL;
ALTER TABLE notification_deliveries ADD COLUMN recipient text CHECK (recipient IS NULL OR length(recipient) BETWEEN 3 AND 320);
ALTER TABLE notification_deliveries ADD CONSTRAINT notification_deliveries_one_target CHECK ((endpoint_id IS NULL) <> (recipient IS NULL));
CREATE INDEX notification_deliveries_recipient ON notification_deliveries (recipient, id DESC) WHERE recipient IS NOT NULL;
