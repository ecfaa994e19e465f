/** The markup the demo information pages are written in, shared by every language's seed content. */
export const p = (...paragraphs: string[]): string => paragraphs.map((t) => `<p>${t}</p>`).join('\n');
export const ul = (...items: string[]): string => `<ul>${items.map((t) => `<li>${t}</li>`).join('')}</ul>`;
