-- The office bet history filters a player's coupons by the day placed (and
-- pages them newest first): without this the date range reads every coupon
-- of a heavy player. Sport and live/line ask bet_leg by its primary key.
CREATE INDEX bet_coupon_user_placed_idx ON bet_coupon (user_id, placed_at DESC);
