const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c)

/**
 * §2 what the server shows (Hebrew, right to left) where a UI should be but its build is
 * missing: which one, and the command that builds it. The API itself works regardless.
 */
export const notBuiltPage = (uiName: string, workspace: string): string => `<!doctype html>
<html lang="he" dir="rtl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="theme-color" content="#FFC500">
<title>כרטיס – הממשק לא נבנה</title>
</head>
<body>
<h1>${escapeHtml(uiName)} עדיין לא נבנה</h1>
<p>שרת הקופה פועל, וה־API זמין בכתובת <code dir="ltr">/api/</code> (בדיקת תקינות: <a href="/api/health" dir="ltr">/api/health</a>).</p>
<p>כדי לבנות את הממשק הריצו בתיקיית הפרויקט:</p>
<pre dir="ltr"><code>npm run build -w ${escapeHtml(workspace)}</code></pre>
<p>או פשוט <code dir="ltr">npm start</code>, שבונה את שני הממשקים ומפעיל את השרת.</p>
</body>
</html>
`
