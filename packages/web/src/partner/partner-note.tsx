import { observer } from 'mobx-react-lite'
import { config } from '../config'
import { useT } from '../i18n/translate'
import { addressTarget } from '../redirect/external-target'
import type { PartnerHandOff } from '../order/order-store'

/** What the confirmation knows of the partner: the id the reservation recorded, and the hand-off the visitor came with. */
export interface PartnerNoteProps {
  /** The integration id the box office recorded on the reservation (else the order's own). */
  readonly integrationId: string | null
  readonly partner: PartnerHandOff | null
  /** The hosts the storefront may send the browser to (the `/http…` redirect allow-list). */
  readonly allowList?: readonly string[]
}

/**
 * §5/§7 issue 14 on the confirmation of an order that came from a partner site: the integration
 * id (what the venue and the partner match the order by), and a link back to the partner's `ret`
 * address only when its host is on the storefront's redirect allow-list (else no link: an
 * unchecked return address would be an open redirect).
 */
export const PartnerNote = observer(({ integrationId, partner, allowList = config.redirectAllowList }: PartnerNoteProps) => {
  const t = useT()
  if (integrationId === null) return null
  const back = partner === null ? null : addressTarget(partner.ret, allowList)
  return (
    <section className="confirmation__partner" aria-labelledby="partner-title">
      <h3 id="partner-title">{t('partner.title')}</h3>
      <p>
        {t('partner.integrationId')}: <bdi data-testid="integration-id">{integrationId}</bdi>
      </p>
      {back?.kind === 'redirect' && (
        <a className="button button--secondary" href={back.url}>
          {t('partner.backToPartner')}
        </a>
      )}
    </section>
  )
})
