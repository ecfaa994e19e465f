import { describe, expect, it } from 'vitest';
import { CASINO_CATEGORIES, CASINO_CATEGORY_IDS } from '../../src/protocol/casino/catalogue';
import { ROUTES } from '../../src/protocol/routes';

describe('the casino categories', () => {
  it('name each category page as the route table has it (the lobby links there without reading the table)', () => {
    for (const category of CASINO_CATEGORY_IDS) {
      const { routeId, path } = CASINO_CATEGORIES[category];
      const route = ROUTES.find((r) => r.id === routeId);
      expect(route, routeId).toBeDefined();
      expect(route!.path.replace(/\/:subcategory\?$/, ''), routeId).toBe(path);
    }
  });
});
