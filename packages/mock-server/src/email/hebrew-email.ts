import type { EmailMessage } from './email-sender'

/** What a Hebrew e-mail says: its paragraphs, then one link (the action) and what follows it. */
export interface HebrewEmailContent {
  readonly to: string
  readonly subject: string
  readonly paragraphs: readonly string[]
  readonly link: { readonly href: string; readonly label: string }
  readonly footer: readonly string[]
}

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')

const paragraph = (text: string): string => `<p style="margin:0 0 12px">${escapeHtml(text).replace(/\n/g, '<br>')}</p>`

/**
 * Issue 12 a Hebrew e-mail in two parts of the same words: plain text (the link written out) and
 * right-to-left HTML (lang="he", dir="rtl" on the document and the body, for clients that drop
 * the head), the link a button whose address is isolated left to right. Everything is escaped.
 */
export const hebrewEmail = (content: HebrewEmailContent): EmailMessage => {
  const text = [...content.paragraphs, `${content.link.label}: ${content.link.href}`, ...content.footer].join('\n\n')
  const href = escapeHtml(content.link.href)
  const html = [
    '<!doctype html>',
    '<html lang="he" dir="rtl">',
    `<head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>`,
    '<body dir="rtl" style="direction:rtl;text-align:right;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a">',
    ...content.paragraphs.map(paragraph),
    `<p style="margin:20px 0"><a href="${href}" style="display:inline-block;padding:10px 20px;background:#1f4e8c;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(content.link.label)}</a></p>`,
    `<p style="margin:0 0 12px;font-size:13px;color:#555">אם הכפתור אינו נפתח, העתיקו את הכתובת: <bdi dir="ltr">${href}</bdi></p>`,
    ...content.footer.map(paragraph),
    '</body>',
    '</html>',
  ].join('\n')
  return { to: content.to, subject: content.subject, text, html }
}
