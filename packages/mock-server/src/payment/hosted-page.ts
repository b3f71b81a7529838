import { formatMoney, textDirection, type Agorot, type Locale } from '@kartis/core'
import { HOSTED_PAGE_TEXTS, type HostedFieldMessage, type HostedPageTexts } from './hosted-page-texts'

/**
 * §2 the credit-card payment dialog's content, as a payment provider would serve it: the
 * simulator's hosted card page. Self-contained (inline CSS and script, no fonts or CDN),
 * right to left in Hebrew and Arabic, usable at 390 px.
 */

/** The fields of the hosted card form, as posted. */
export const HOSTED_FORM_FIELDS = ['cardNumber', 'expiry', 'cvv', 'holderId', 'numberOfPayments'] as const
export type HostedFormField = (typeof HOSTED_FORM_FIELDS)[number]

/**
 * §7 the message the page posts to its opener (a pop-up) or parent (an iframe) once the
 * payment is settled, to the storefront's origin only (the allowed origin it was opened by, else
 * its own: never '*', which would hand the payment id to whatever page framed it):
 * `{ source: 'kartis-payment', status: 'approved' | 'declined' | 'error', paymentId, numberOfPayments, message }`.
 * paymentId is the payment session's id (the cart's paymentIdentifier for the commit); null
 * when the page did not know the session; numberOfPayments is what the card holder chose (the
 * cart's numberOfPayments, §3; 1 when unknown); message is the page's text in its locale.
 */
export interface PaymentMessage {
  readonly source: 'kartis-payment'
  readonly status: 'approved' | 'declined' | 'error'
  readonly paymentId: string | null
  readonly numberOfPayments: number
  readonly message: string
}

/** The card form, possibly shown again with what was typed (never the CVV) and its errors. */
export interface CardFormView {
  readonly kind: 'form'
  readonly sessionId: string
  readonly amount: Agorot
  readonly paymentOptions: readonly number[]
  readonly values: Readonly<Partial<Record<HostedFormField, string>>>
  readonly fieldErrors: Readonly<Partial<Record<HostedFormField, HostedFieldMessage>>>
}

/** The outcome page: its text, and the message it posts to the storefront. */
export interface ResultView {
  readonly kind: 'result'
  readonly message: PaymentMessage
}

export type HostedPageView = CardFormView | ResultView

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** §2 the hosted page shows typed text safely: made inert for HTML content and attribute values. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch)

/** JSON made safe inside a <script> element (no '</script>', no HTML comment openers). */
const scriptJson = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026')

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Arial,sans-serif;background:#f4f4f5;color:#18181b;font-size:16px;line-height:1.4}
main{max-width:420px;margin:0 auto;padding:16px}
.banner{background:#fff7d1;border:1px solid #f0d060;border-radius:8px;padding:8px 12px;font-size:13px;margin:0 0 12px}
.panel{background:#fff;border-radius:12px;padding:16px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{font-size:20px;margin:0 0 8px}
.amount{font-size:18px;margin:0 0 16px}
.amount bdi{font-weight:700}
label{display:block;font-weight:600;margin:12px 0 4px}
input,select{display:block;width:100%;font-size:16px;padding:10px 12px;border:1px solid #a1a1aa;border-radius:8px;background:#fff;color:inherit}
input[aria-invalid=true],select[aria-invalid=true]{border-color:#c81e1e;background:#fff5f5}
.row{display:flex;gap:12px}
.row>div{flex:1;min-width:0}
.field-error{color:#c81e1e;font-size:14px;margin:4px 0 0}
.form-error{color:#c81e1e;background:#fff5f5;border:1px solid #f3b4b4;border-radius:8px;padding:8px 12px;margin:0 0 8px}
button{display:block;width:100%;margin:20px 0 0;padding:12px;font-size:18px;font-weight:700;border:0;border-radius:8px;background:#FFC500;color:#18181b;cursor:pointer}
button:disabled{opacity:.6;cursor:progress}
.result{font-size:18px;margin:0}
.result.approved{color:#166534}
.result.declined,.result.error{color:#c81e1e}
`

const SUBMIT_SCRIPT = `
document.getElementById('card-form').addEventListener('submit',function(){
  var b=document.getElementById('pay');b.disabled=true;b.textContent=b.getAttribute('data-processing');
});`

const RESULT_SCRIPT = `
(function(){
  var message=JSON.parse(document.getElementById('kartis-payment-result').textContent);
  var origin=JSON.parse(document.getElementById('kartis-payment-target').textContent)||window.location.origin;
  var target=window.opener&&window.opener!==window?window.opener:(window.parent!==window?window.parent:null);
  if(target)target.postMessage(message,origin);
})();`

/** The page's inline script and style sources, for the hashes of its Content-Security-Policy. */
export const HOSTED_PAGE_INLINE = { scripts: [SUBMIT_SCRIPT, RESULT_SCRIPT], styles: [STYLE] } as const

const page = (locale: Locale, texts: HostedPageTexts, body: string): string =>
  `<!doctype html>
<html lang="${locale}" dir="${textDirection(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(texts.title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="banner">${escapeHtml(texts.testBanner)}</p>
<div class="panel">
<h1>${escapeHtml(texts.title)}</h1>
${body}
</div>
</main>
</body>
</html>
`

interface InputSpec {
  readonly field: Exclude<HostedFormField, 'numberOfPayments'>
  readonly label: string
  readonly autocomplete: string
  readonly maxLength: number
  readonly placeholder: string
}

const fieldError = (view: CardFormView, texts: HostedPageTexts, field: HostedFormField): string => {
  const message = view.fieldErrors[field]
  return message === undefined ? '' : `<p class="field-error" id="${field}-error">${escapeHtml(texts.fieldMessages[message])}</p>`
}

const invalidAttributes = (view: CardFormView, field: HostedFormField): string =>
  view.fieldErrors[field] === undefined ? '' : ` aria-invalid="true" aria-describedby="${field}-error"`

const input = (view: CardFormView, texts: HostedPageTexts, spec: InputSpec): string =>
  `<label for="${spec.field}">${escapeHtml(spec.label)}</label>
<input id="${spec.field}" name="${spec.field}" dir="ltr" inputmode="numeric" autocomplete="${spec.autocomplete}" maxlength="${spec.maxLength}" placeholder="${spec.placeholder}" required value="${escapeHtml(view.values[spec.field] ?? '')}"${invalidAttributes(view, spec.field)}>
${fieldError(view, texts, spec.field)}`

/** The form's address: the session, the language, and the storefront origin carried on to the outcome page. */
const submitAction = (view: CardFormView, locale: Locale, storefrontOrigin: string | null): string =>
  `/api/payment/hosted/${encodeURIComponent(view.sessionId)}/submit?locale=${locale}` +
  (storefrontOrigin === null ? '' : `&origin=${encodeURIComponent(storefrontOrigin)}`)

const cardForm = (locale: Locale, texts: HostedPageTexts, view: CardFormView, storefrontOrigin: string | null): string => {
  const chosen = view.values.numberOfPayments ?? String(view.paymentOptions[0] ?? 1)
  const options = view.paymentOptions
    .map(
      (count) =>
        `<option value="${count}"${String(count) === chosen ? ' selected' : ''}>${escapeHtml(texts.paymentsOption(count))}</option>`,
    )
    .join('')
  const hasErrors = Object.keys(view.fieldErrors).length > 0
  return `<p class="amount">${escapeHtml(texts.amount)}: <bdi dir="ltr">${escapeHtml(formatMoney(view.amount, texts.numberLocale))}</bdi></p>
<form id="card-form" method="post" action="${escapeHtml(submitAction(view, locale, storefrontOrigin))}" novalidate>
${hasErrors ? `<p class="form-error" role="alert">${escapeHtml(texts.formError)}</p>` : ''}
${input(view, texts, { field: 'cardNumber', label: texts.cardNumber, autocomplete: 'cc-number', maxLength: 23, placeholder: '0000 0000 0000 0000' })}
<div class="row">
<div>${input(view, texts, { field: 'expiry', label: texts.expiry, autocomplete: 'cc-exp', maxLength: 7, placeholder: 'MM/YY' })}</div>
<div>${input(view, texts, { field: 'cvv', label: texts.cvv, autocomplete: 'cc-csc', maxLength: 4, placeholder: '123' })}</div>
</div>
${input(view, texts, { field: 'holderId', label: texts.holderId, autocomplete: 'off', maxLength: 9, placeholder: '000000000' })}
<label for="numberOfPayments">${escapeHtml(texts.numberOfPayments)}</label>
<select id="numberOfPayments" name="numberOfPayments"${invalidAttributes(view, 'numberOfPayments')}>${options}</select>
${fieldError(view, texts, 'numberOfPayments')}
<button id="pay" type="submit" data-processing="${escapeHtml(texts.processing)}">${escapeHtml(texts.pay)}</button>
</form>
<script>${SUBMIT_SCRIPT}</script>`
}

const result = (view: ResultView, storefrontOrigin: string | null): string =>
  `<p class="result ${view.message.status}" role="status">${escapeHtml(view.message.message)}</p>
<script type="application/json" id="kartis-payment-result">${scriptJson(view.message)}</script>
<script type="application/json" id="kartis-payment-target">${scriptJson(storefrontOrigin)}</script>
<script>${RESULT_SCRIPT}</script>`

/**
 * §2/§7 the hosted card page in a locale: the card form, or the outcome that it posts to the
 * storefront at `storefrontOrigin` — an allowed origin the page was opened by (see
 * storefrontOriginOf), or null for the page's own origin (the storefront serves it on its origin).
 */
export const renderHostedPage = (locale: Locale, view: HostedPageView, storefrontOrigin: string | null = null): string => {
  const texts = HOSTED_PAGE_TEXTS[locale]
  return page(locale, texts, view.kind === 'form' ? cardForm(locale, texts, view, storefrontOrigin) : result(view, storefrontOrigin))
}
