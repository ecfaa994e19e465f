-- Which personal data fields a player may change in office/personal-data.
-- A field without a row takes the default of DEFAULT_EDITABLE_FIELDS
-- (src/protocol/constants/personalData.ts); the operator adds a row to
-- open or close one. Nothing is editable once the player is verified,
-- whatever this table says (src/core/personal).
CREATE TABLE personal_field_policy (
  field text PRIMARY KEY,
  editable boolean NOT NULL
);
