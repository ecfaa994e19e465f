-- Content pages also hold the partners page, the sections of our-partners and
-- the bonus landing pages (CONTENT_PAGE_PATTERN in src/protocol/schemas/content.ts).
ALTER TABLE content_page DROP CONSTRAINT content_page_page_check;
ALTER TABLE content_page ADD CONSTRAINT content_page_page_check
  CHECK (page ~ '^(promo|mobile|partners|(landing|bonus-landing|our-partners)/[a-z0-9]+(-[a-z0-9]+)*)$');
