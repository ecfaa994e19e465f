import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../../src/protocol/routes';
import { UNDECIDED_ROUTES } from '../../../src/ui/app/undecidedRoutes';

describe('the routes the shell draws when the worker could not decide', () => {
  it('are the route table’s home and debugger, field for field', () => {
    for (const id of ['home', 'debugger'] as const) {
      const route = ROUTES.find((r) => r.id === id);
      expect(UNDECIDED_ROUTES[id], id).toEqual({ group: route?.group, layout: route?.layout, meta: route?.meta });
    }
  });
});
