/**
 * The URL slug of a name: lowercase ASCII letters and digits joined by
 * hyphens. A team's slug (of its English name) is its id on the team and
 * statistic pages, so the server and the worker must make it the same way.
 */
export function slugOf(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}
