import type { ContentPageAnswer } from '../../protocol/schemas/content';
import { cleanServerHtml, trustedServerHtml } from '../info/trustedHtml';

/** A content page's title, lead and body from the server. */
export function ContentBody({ page }: { page: ContentPageAnswer }) {
  const html = cleanServerHtml(page.html);
  return (
    <>
      <h1 id="content-page-title">{page.title}</h1>
      {page.lead !== '' && <p className="lead">{page.lead}</p>}
      {html.trim() !== '' && <div className="info-page__body" dangerouslySetInnerHTML={{ __html: trustedServerHtml(html) }} />}
    </>
  );
}
