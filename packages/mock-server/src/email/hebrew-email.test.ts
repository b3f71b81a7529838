import { describe, expect, it } from 'vitest'
import { hebrewEmail } from './hebrew-email'

describe('hebrewEmail', () => {
  const mail = hebrewEmail({
    to: 'noa@kartis.example',
    subject: 'הזמנה <1> & "2"',
    paragraphs: ['שלום <b>נועה</b>,', 'שורה\nושורה'],
    link: { href: 'https://kartis.example/edocument/KR-1?a=1&b="2"', label: 'לכרטיסים' },
    footer: ['תודה'],
  })

  it('writes the plain text part: the paragraphs, the link written out, the footer', () => {
    expect(mail.text).toBe('שלום <b>נועה</b>,\n\nשורה\nושורה\n\nלכרטיסים: https://kartis.example/edocument/KR-1?a=1&b="2"\n\nתודה')
  })

  it('writes a right-to-left HTML part where nothing given can become markup', () => {
    expect(mail.html).toContain('<html lang="he" dir="rtl">')
    expect(mail.html).toContain('<title>הזמנה &lt;1&gt; &amp; &quot;2&quot;</title>')
    expect(mail.html).toContain('שלום &lt;b&gt;נועה&lt;/b&gt;,')
    expect(mail.html).toContain('שורה<br>ושורה')
    expect(mail.html).toContain('href="https://kartis.example/edocument/KR-1?a=1&amp;b=&quot;2&quot;"')
    expect(mail.html).toContain('<bdi dir="ltr">https://kartis.example/edocument/KR-1?a=1&amp;b=&quot;2&quot;</bdi>')
    expect(mail.html).not.toContain('<b>')
  })
})
