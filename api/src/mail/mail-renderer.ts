/**
 * The e-mail a shopper receives, built from what queueMail stored (a subject and a plain-text
 * body): a text version and an HTML version in Spanish, both signed with the store's name and a
 * link to the store (STORE_URL). The body is the store's own text but carries what shoppers
 * typed (names, service requests), so every piece of it is escaped; only http(s) addresses
 * become links.
 */
// The API's one HTML escaper (also the embedded checkout's frame document).
import { escapeHtml } from '../embed/frame-document.js';

export const STORE_NAME = 'TecnoHN';

export interface StoredMail {
  subject: string;
  body: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** The storefront's primary colour (app-kit's theme), for the header and the links. */
const BRAND_COLOUR = '#0b3d91';

/** An http(s) address up to the next space; closing punctuation right after it is the sentence's. */
const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;
const TRAILING_PUNCTUATION = /[.,;:!?)\]]+$/;

function link(href: string, label: string = href): string {
  return `<a href="${escapeHtml(href)}" style="color:${BRAND_COLOUR}">${escapeHtml(label)}</a>`;
}

/** One line of the body: escaped, with its addresses as links. */
function lineToHtml(line: string): string {
  let html = '';
  let last = 0;
  for (const match of line.matchAll(URL_PATTERN)) {
    const url = match[0].replace(TRAILING_PUNCTUATION, '');
    html += escapeHtml(line.slice(last, match.index)) + link(url);
    last = match.index + url.length;
  }
  return html + escapeHtml(line.slice(last));
}

/** Paragraphs are separated by blank lines; the lines inside one keep their breaks. */
function bodyToHtml(body: string): string {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map(
      (paragraph) => `<p style="margin:0 0 16px">${paragraph.split('\n').map(lineToHtml).join('<br>\n')}</p>`,
    )
    .join('\n');
}

const FOOTER_TEXT = 'Este es un correo automático; no respondas a este mensaje.';

export function renderMail(mail: StoredMail, storeUrl: string): RenderedMail {
  const text = `${mail.body.trimEnd()}\n\n--\n${STORE_NAME} · ${storeUrl}\n${FOOTER_TEXT}\n`;
  const html = `<!DOCTYPE html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(mail.subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f4f5f7;color:#1d2433;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">
<div style="max-width:600px;margin:0 auto;padding:24px 16px">
<p style="margin:0 0 16px;font-size:22px;font-weight:bold"><a href="${escapeHtml(storeUrl)}" style="color:${BRAND_COLOUR};text-decoration:none">${STORE_NAME}</a></p>
<div style="background:#ffffff;border-radius:8px;padding:24px">
<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(mail.subject)}</h1>
${bodyToHtml(mail.body)}
</div>
<p style="margin:16px 0 0;font-size:13px;color:#4a5468">${STORE_NAME} · ${link(storeUrl)}<br>
${FOOTER_TEXT}</p>
</div>
</body>
</html>
`;
  return { subject: mail.subject, text, html };
}
